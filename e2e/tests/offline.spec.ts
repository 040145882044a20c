import { expect, test, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';

// The other browser tests block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow', locale: 'hi-IN' });

const ENGLISH_HERO = 'Fourteen mornings that change how you feel';

/**
 * Waits until the offline worker is active and controls the page. The worker installs once it
 * has fetched the shell's files, which took over 5 s once on a busy CI machine.
 */
async function offlineWorkerInCharge(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return {
            script: registration?.active?.scriptURL.replace(location.origin, ''),
            state: registration?.active?.state,
            controlled: navigator.serviceWorker.controller !== null,
          };
        }),
      { timeout: 20_000 },
    )
    .toEqual({ script: '/sw.js', state: 'activated', controlled: true });
}

/** Every URL the worker keeps, over all its caches. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

const apiAnswers = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/config/remotes').then(
      (response) => response.text(),
      () => 'no answer',
    ),
  );

test('the second visit shows / in the reader’s language with the network cut', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await offlineWorkerInCharge(page);
  // The first visit ran before the worker; the next one, online, goes through it and keeps /.
  const kept = await page.reload();
  await expect(page.getByTestId('registration-count')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hindiHero = (await page.locator('#hero-title').textContent()) ?? '';
  expect(hindiHero).not.toBe(ENGLISH_HERO);

  // The server's Date header counts seconds: a page fetched again now would carry a later one.
  await page.waitForTimeout(1100);
  await context.setOffline(true);
  try {
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    // The kept copy itself, so the worker's own fetch met the cut network too.
    expect(offline?.headers().date).toBe(kept?.headers().date);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'लाइव' })).toBeVisible();
    await expect(page.locator('#hero-title')).toHaveText(hindiHero);
    // The API is never answered from a kept copy.
    expect(await apiAnswers(page)).toBe('no answer');

    // A reader who has switched to English is never shown the kept Hindi page. The switch keeps
    // the choice as below; offline it cannot itself run here, since the remote's English texts
    // were never fetched.
    await page.evaluate(() => {
      localStorage.setItem('yoga.language', 'en');
      document.cookie = 'yoga_lang=en; path=/';
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#hero-title')).toHaveText(ENGLISH_HERO);
  } finally {
    await context.setOffline(false);
  }
});

test('with the network up, the API and the remote manifest are never answered from a cache', async ({
  page,
  request,
}) => {
  const leaderboard = (enabled: boolean) =>
    request.put('/api/config/remotes/mf-leaderboard', {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
      data: { enabled },
    });
  await page.goto('/');
  await offlineWorkerInCharge(page);
  await page.reload();
  await expect(page.getByTestId('registration-count')).toBeVisible();

  const before = await apiAnswers(page);
  try {
    expect((await leaderboard(false)).status()).toBe(200);
    const changed = await apiAnswers(page);
    expect(changed).not.toBe('no answer');
    expect(changed).not.toBe(before);
  } finally {
    await leaderboard(true);
  }
  expect(await apiAnswers(page)).toBe(before);
  expect((await keptUrls(page)).filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual(
    [],
  );
});
