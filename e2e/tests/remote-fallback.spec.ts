import { expect, test } from '@playwright/test';

test('a remote that cannot load shows its fallback while the rest of the site works', async ({
  page,
}) => {
  await page.route('**/remotes/mf-challenge/mf-manifest.json', (route) => route.abort());
  await page.goto('/');

  await expect(page.getByRole('alert')).toContainText(
    'This part of the site is unavailable right now.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fourteen mornings that change how you feel',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).click();
  await expect(page).toHaveURL(/\/termsconditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & conditions');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.unroute('**/remotes/mf-challenge/mf-manifest.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('registration-count')).toHaveText(/^\d{1,2}(,\d{2})*,\d{3}$/);
  await expect(page.getByText('This part of the site is unavailable right now.')).toHaveCount(0);
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('the fallback of a remote that cannot load speaks Hindi', async ({ page }) => {
    await page.route('**/remotes/mf-challenge/mf-manifest.json', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('साइट का यह हिस्सा अभी नहीं खुल पा रहा है।');
    await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
  });
});
