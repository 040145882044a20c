import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Budgets for a member on a slow phone network. The architecture asks for 150 KB; the libraries
 * the design card requires already weigh about 175 KB, so the guard stands at the measured size
 * plus a little room (docs/decisions/0006-initial-load-budget.md).
 */
const INITIAL_JS_BUDGET = 250 * 1024;
const REMOTE_ENTRY_BUDGET = 25 * 1024;

interface LoadedScript {
  url: string;
  /** Bytes the browser received (the server's pre-compressed twin). */
  transferred: number;
  encoding: string | undefined;
}

/** Every script the page loads until it shows the challenge card. */
async function scriptsLoadedByHome(page: Page): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        return {
          url: request.url(),
          transferred: (await request.sizes()).responseBodySize,
          encoding: await response
            ?.headerValue('content-encoding')
            .then((value) => value ?? undefined),
        };
      })(),
    );
  });
  await page.goto('/');
  // The running challenge's card, named in the browser's language.
  await expect(
    page.getByRole('article', {
      name: /^(Winter 14-Day Yoga Challenge|शीतकालीन 14 दिवसीय योग चैलेंज)$/,
    }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  return Promise.all(pending);
}

for (const locale of ['en-IN', 'hi-IN']) {
  test.describe(`a browser preferring ${locale}`, () => {
    test.use({ locale });

    test('the home page stays within its JavaScript budget, sent compressed', async ({
      page,
      request,
    }) => {
      await checkHomeBudget(page, request, locale);
    });
  });
}

/** Measures what / loads (its catalogues in the browser's language) against the budgets. */
async function checkHomeBudget(page: Page, request: APIRequestContext, locale: string) {
  const scripts = await scriptsLoadedByHome(page);
  expect(scripts.length).toBeGreaterThan(1);

  let gzipTotal = 0;
  for (const script of scripts) {
    const plain = await (
      await request.get(script.url, { headers: { 'accept-encoding': 'identity' } })
    ).body();
    // The build leaves files under 1 KB uncompressed; a header would cost more than it saves.
    if (plain.length > 1024) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    const gzipped = gzipSync(plain, { level: 9 }).length;
    gzipTotal += gzipped;
    if (script.url.endsWith('/remoteEntry.js')) {
      expect(gzipped, script.url).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET);
    }
  }
  const transferred = scripts.reduce((sum, script) => sum + script.transferred, 0);
  test.info().annotations.push({
    type: `initial JS of / (${locale})`,
    description: `${scripts.length} scripts, ${(gzipTotal / 1024).toFixed(1)} KB gzip, ${(transferred / 1024).toFixed(1)} KB as sent`,
  });
  expect(gzipTotal).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  expect(transferred).toBeLessThanOrEqual(gzipTotal);
}
