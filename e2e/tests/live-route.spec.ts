import { expect, test } from '@playwright/test';

/*
 * mf-challenge owns two routes (/ and /live) with its own <Routes>, rendered in its own React
 * root but on the shell's one router and history.
 */

test('a direct load of /live shows the live sessions, not the home card', async ({ page }) => {
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live sessions' })).toBeVisible();
  await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(14);
  await expect(page.getByText(/Times are in your time zone/)).toBeVisible();
  await expect(page.getByTestId('registration-count')).toHaveCount(0);
});

test('the card links to /live, and back returns to the card, without a page load', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('registration-count')).toBeVisible();
  const marker = await page.evaluate(() => ((window as { pageMarker?: number }).pageMarker = 1));

  await page.getByRole('link', { name: 'See the live sessions' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live sessions' })).toBeVisible();
  await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(14);
  await expect(page.getByRole('heading', { name: 'How the challenge works' })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByTestId('registration-count')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Live sessions' })).toHaveCount(0);
  // The same document throughout: one router moved the remote between its routes.
  expect(await page.evaluate(() => (window as { pageMarker?: number }).pageMarker)).toBe(marker);
});

test('the header takes a member from any page to the live sessions', async ({ page }) => {
  await page.goto('/callsupport');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(14);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the live page loads its code only when opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('registration-count')).toBeVisible();
  const onHome = scripts.length;
  await page.getByRole('link', { name: 'See the live sessions' }).click();
  await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(14);
  expect(scripts.slice(onHome).some((url) => url.includes('/remotes/mf-challenge/'))).toBe(true);
});
