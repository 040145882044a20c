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

const asOps = (data: object) => ({
  headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  data,
});

test('an unknown path answers 404 with the not-found page, in English and Hindi', async ({
  page,
}) => {
  for (const path of ['/profile', '/.git/config', '/leaderboard/extra']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
  }
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'हमें यह पेज नहीं मिला' })).toBeVisible();
  await page.getByRole('link', { name: 'होम पेज पर जाएँ' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a route out of its dates shows the season page (200) without fetching its remote's files", async ({
  page,
  request,
}) => {
  const remoteFiles: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/remotes/mf-leaderboard/')) remoteFiles.push(req.url());
  });
  try {
    for (const path of ['/leaderboard', '/referrals', '/gifts', '/vouchers', '/guessandwin']) {
      const off = await request.put(
        '/api/config/remotes/mf-leaderboard/routes',
        asOps({ path, activeUntil: '2026-01-01T00:00:00Z' }),
      );
      expect(off.status()).toBe(200);
    }
    const response = await page.goto('/guessandwin');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is back next season' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: "See today's live sessions" })).toBeVisible();
    // Out of season, the remote is not registered: not one of its files is fetched.
    expect(remoteFiles).toEqual([]);

    await request.put(
      '/api/config/remotes/mf-leaderboard/routes',
      asOps({ path: '/guessandwin', enabled: false }),
    );
    expect((await page.goto('/guessandwin'))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
  } finally {
    for (const path of ['/leaderboard', '/referrals', '/gifts', '/vouchers', '/guessandwin']) {
      await request.put(
        '/api/config/remotes/mf-leaderboard/routes',
        asOps({ path, enabled: true, activeUntil: null }),
      );
    }
  }
  expect((await page.goto('/guessandwin'))?.status()).toBe(200);
});

test('a remote switched off answers 404 on its pages', async ({ page, request }) => {
  try {
    await request.put('/api/config/remotes/mf-certificates', setEnabled(false));
    expect((await page.goto('/certificate/download'))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
  } finally {
    await request.put('/api/config/remotes/mf-certificates', setEnabled(true));
  }
});
