import { expect, test } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';

const setEnabled = (enabled: boolean) => ({
  headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  data: { enabled },
});

test('a remote switched off through the API disappears on the next page load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('registration-count')).toBeVisible();

  try {
    const off = await request.put('/api/config/remotes/mf-challenge', setEnabled(false));
    expect(off.status()).toBe(200);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fourteen mornings that change how you feel',
    );
    await expect(page.getByRole('heading', { name: 'How the challenge works' })).toBeVisible();
    await expect(page.getByTestId('registration-count')).toHaveCount(0);
    await expect(page.locator('.remote-slot')).toHaveCount(0);
  } finally {
    await request.put('/api/config/remotes/mf-challenge', setEnabled(true));
  }

  await page.reload();
  await expect(page.getByTestId('registration-count')).toBeVisible();
});

test('the ops toggle refuses a missing or wrong token', async ({ request }) => {
  expect(
    (await request.put('/api/config/remotes/mf-challenge', { data: { enabled: false } })).status(),
  ).toBe(401);
  const wrong = await request.put('/api/config/remotes/mf-challenge', {
    headers: { authorization: 'Bearer not-it' },
    data: { enabled: false },
  });
  expect(wrong.status()).toBe(403);
});
