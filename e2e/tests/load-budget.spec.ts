import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_MEMBER_SITE } from '../playwright.config';
import { signInAs } from './sign-in-helpers';

/**
 * Budgets for a member on a cheap phone and a slow network (docs/decisions/0006, 0032, 0048): the
 * JavaScript each page's first view downloads, compressed, and how far its content jumps while it
 * arrives. Bytes and layout shifts are deterministic, unlike timings, so they can fail a run.
 * The JavaScript guards stand at the measured sizes plus a little room; the goals (150 KB
 * for /, 200 KB for any page) are not met by the card's libraries alone (decision 0032).
 */
const HOME_JS_BUDGET = 200 * 1024;
const PAGE_JS_BUDGET = 228 * 1024;
const REMOTE_ENTRY_BUDGET = 25 * 1024;
/** Lighthouse's "good" CLS is 0.1; the issue asks for 0.02 on every page. */
const LAYOUT_SHIFT_BUDGET = 0.02;
/** Lighthouse's mobile screen, where the layout shifts are measured. */
const PHONE = { width: 412, height: 823 };

const KAVYA = '9845012345';
const ROHAN = '9812345678';

interface LoadedScript {
  url: string;
  /** Bytes the browser received (the server's pre-compressed twin). */
  transferred: number;
  encoding: string | undefined;
}

/** Records every script the page loads from now on. */
function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        return {
          url: request.url(),
          // A file the browser's cache answered crossed no network; Playwright reports its body
          // as the bytes received less the headers, which comes out below zero.
          transferred: Math.max(0, (await request.sizes()).responseBodySize),
          encoding: await response
            ?.headerValue('content-encoding')
            .then((value) => value ?? undefined),
        };
      })(),
    );
  });
  return () => Promise.all(pending);
}

/** Sums every layout shift the page makes without input, from its first paint (Chromium's API). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      shifts.push(...(list.getEntries() as unknown as typeof shifts));
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (
      window as unknown as { __layoutShifts: { value: number; hadRecentInput: boolean }[] }
    ).__layoutShifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
}

/** The compressed size of the scripts, checking each was sent compressed. */
async function gzipSize(request: APIRequestContext, scripts: LoadedScript[]): Promise<number> {
  let total = 0;
  for (const script of scripts) {
    const plain = await (
      await request.get(script.url, { headers: { 'accept-encoding': 'identity' } })
    ).body();
    // The build leaves files under 1 KB uncompressed; a header would cost more than it saves.
    if (plain.length > 1024) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    const gzipped = gzipSync(plain, { level: 9 }).length;
    total += gzipped;
    if (script.url.endsWith('/remoteEntry.js')) {
      expect(gzipped, script.url).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET);
    }
  }
  return total;
}

/**
 * The page preloads the shell's startup files and its remote's page (decision 0033), and each file
 * it preloads is one it went on to run (its chunk is in its app's chunk registry) or apply (a style
 * sheet): a preload never used is bytes a slow network carried for nothing. A remote's entry,
 * manifest and exposed app are what its runtime fetches first.
 */
async function checkPreloads(page: Page): Promise<void> {
  const preloads = await page.evaluate(() => {
    const registries = window as unknown as Record<string, [(string | number)[]][] | undefined>;
    const sheets = new Set([...document.styleSheets].map((sheet) => sheet.href));
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => link.href,
    );
    const used = (href: string) => {
      const parts = new URL(href).pathname.split('/');
      const file = parts.at(-1) ?? '';
      if (href.endsWith('.css')) return sheets.has(href);
      if (!href.endsWith('.js') || file === 'remoteEntry.js') return true;
      // A named chunk (a remote's exposed app) is registered under a number, not its name; it is
      // the first thing the remote runs.
      const id = file.split('.')[0] ?? '';
      if (!/^\d+$/.test(id)) return true;
      const app = parts[1] === 'remotes' ? (parts[2] ?? '').replace(/-/g, '_') : 'shell';
      const chunks = (registries[`webpackChunk${app}`] ?? []).flatMap(([ids]) => ids.map(String));
      return chunks.includes(id);
    };
    return {
      shellScripts: hrefs.filter((href) => !href.includes('/remotes/') && href.endsWith('.js'))
        .length,
      unused: hrefs.filter((href) => !used(href)),
    };
  });
  expect(preloads.shellScripts).toBeGreaterThan(3);
  expect(preloads.unused).toEqual([]);
}

/**
 * Opens a page on a phone-sized screen until `ready` shows and the network is quiet, then checks
 * its first view's JavaScript and layout shift against the budgets, noting both in the report.
 */
async function checkPage(
  page: Page,
  path: string,
  ready: (page: Page) => Locator,
  jsBudget: number,
): Promise<void> {
  await page.setViewportSize(PHONE);
  const scripts = recordScripts(page);
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const requests = await scripts();
  // A file asked for twice (its preload and the runtime's script, or the federation runtime and
  // webpack's loader) crosses the network once: the second is answered by the browser's cache
  // (hashed files are immutable). Counting it twice failed a CI run that had fetched three
  // chunks twice.
  const loaded = [...new Map(requests.map((script) => [script.url, script])).values()];
  expect(loaded.length).toBeGreaterThan(1);
  const gzip = await gzipSize(page.request, loaded);
  const transferred = loaded.reduce((sum, script) => sum + script.transferred, 0);
  const shift = await layoutShift(page);
  test.info().annotations.push({
    type: `first view of ${path}`,
    description: `${loaded.length} scripts (${requests.length - loaded.length} asked for again), ${(gzip / 1024).toFixed(1)} KB gzip, ${(transferred / 1024).toFixed(1)} KB as sent, layout shift ${shift.toFixed(4)}`,
  });
  await checkPreloads(page);
  // A remote's code is fetched on its own routes only: the festival tools weigh on no other page.
  expect(
    loaded.map((script) => script.url).filter((url) => url.includes('/remotes/mf-festivals/')),
  ).toEqual([]);
  expect(gzip, `JavaScript of ${path}`).toBeLessThanOrEqual(jsBudget);
  expect(transferred).toBeLessThanOrEqual(gzip);
  expect(shift, `layout shift of ${path}`).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });

test.beforeEach(async ({ page }) => watchLayoutShifts(page));

for (const locale of ['en-IN', 'hi-IN']) {
  test.describe(`a visitor whose browser prefers ${locale}`, () => {
    test.use({ locale });

    test('the home page stays within its budgets, its catalogues in that language', async ({
      page,
    }) => {
      // The running challenge's card, named in the browser's language.
      const card = (page: Page) =>
        page.getByRole('article', {
          name: /^(Winter 14-Day Yoga Challenge|शीतकालीन 14 दिवसीय योग चैलेंज)$/,
        });
      await checkPage(page, '/', card, HOME_JS_BUDGET);
    });
  });
}

test("a visitor's pages stay within their budgets", async ({ page }) => {
  await checkPage(page, '/live', heading('Live sessions'), PAGE_JS_BUDGET);
  await checkPage(page, '/leaderboard', heading('Leaderboard'), PAGE_JS_BUDGET);
  await checkPage(page, '/login', heading('Sign in'), PAGE_JS_BUDGET);
  await checkPage(page, '/callsupport', heading('Call support'), PAGE_JS_BUDGET);
});

test("a member's pages stay within their budgets", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, KAVYA);
  await expect(page.getByRole('heading', { level: 1, name: /Kavya/ })).toBeVisible();
  await checkPage(page, '/', heading(/Kavya/), PAGE_JS_BUDGET);
  await checkPage(page, '/live', heading('Live sessions'), PAGE_JS_BUDGET);
  await checkPage(page, '/leaderboard', heading('Leaderboard'), PAGE_JS_BUDGET);
  await checkPage(page, '/gifts', heading('Levels and gifts'), PAGE_JS_BUDGET);
});

test("a certificate's public page stays within its budgets", async ({ browser, page, context }) => {
  test.setTimeout(90_000);
  // Rohan, a paid member, is sent to the member site when he signs in; his certificates stay here.
  await context.route(`${new URL(E2E_MEMBER_SITE).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Member site</h1>' }),
  );
  await signInAs(page, ROHAN);
  await expect(page).toHaveURL(new RegExp(`^${E2E_MEMBER_SITE}`));
  await page.goto('/certificate');
  const publicPage = await page
    .getByRole('link', { name: 'View public page' })
    .getAttribute('href');
  const id = publicPage?.split('/').pop() ?? '';
  expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

  const visitor = await browser.newPage();
  try {
    await watchLayoutShifts(visitor);
    await checkPage(visitor, `/certificate/${id}`, heading(/^Certificate of/i), PAGE_JS_BUDGET);
  } finally {
    await visitor.close();
  }
});
