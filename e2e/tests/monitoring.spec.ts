import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';

/*
 * Issue 28, spec section 9: error monitoring where the deployment set a DSN (SENTRY_DSN). The
 * page's own manifest and CSP are given a DSN that points at an HTTP server of this test's, as
 * the server would send them with SENTRY_DSN set (the API's tests check it does). The client is
 * fetched only after the page has loaded, never with its first view, and an error thrown in the
 * page reaches the server. Without a DSN, nothing of it is fetched.
 */

const ERROR_TEXT = 'e2e monitoring check';
const MANIFEST = /(<script id="remote-manifest" type="application\/json">)(.*?)(<\/script>)/s;

interface Received {
  path: string;
  body: string;
}

function collector(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'content-type': 'application/json',
      });
      response.end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, received });
    }),
  );
}

/*
 * The page below is handed to the browser by the test (its manifest rewritten), so Chromium knows
 * no address for it and treats its calls to this machine's collector as a public page reaching
 * into the local network, which it blocks. The real page comes from the site's own server.
 */
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const monitoringFiles = (urls: string[]) => urls.filter((url) => /\/monitoring[.-]/.test(url));

test('with a DSN, the monitoring client comes after the page has loaded and reports an error', async ({
  page,
}) => {
  const { server, origin, received } = await collector();
  try {
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(MANIFEST, (_all, open, json, close) => {
          const manifest = JSON.parse(json) as { monitoring: { dsn: string | null } };
          manifest.monitoring = { dsn: origin.replace('//', '//public@') + '/7' };
          return open + JSON.stringify(manifest).replace(/</g, '\\u003c') + close;
        });
        const headers = response.headers();
        headers['content-security-policy'] = headers['content-security-policy']!.replace(
          "connect-src 'self'",
          `connect-src 'self' ${origin}`,
        ).replace("worker-src 'self'", "worker-src 'self' blob:");
        await route.fulfill({ response, body: html, headers });
      },
    );
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/', { waitUntil: 'load' });
    expect(monitoringFiles(fetched)).toEqual([]);

    await expect.poll(() => monitoringFiles(fetched).length, { timeout: 15_000 }).toBe(2);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/monitoring[.-]/.test(entry.name))
        .map((entry) => entry.startTime);
      return { loaded: navigation?.loadEventEnd ?? Infinity, firstFetch: Math.min(...starts) };
    });
    expect(timing.firstFetch).toBeGreaterThan(timing.loaded);

    // An error nobody catches, as a broken page would throw.
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      }, 0);
    }, ERROR_TEXT);
    await expect
      .poll(
        () =>
          received.some(
            (sent) => sent.path.startsWith('/api/7/') && sent.body.includes(ERROR_TEXT),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  } finally {
    server.close();
  }
});

test('without a DSN, no file of the monitoring is fetched', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/', { waitUntil: 'load' });
  // Past the pause after which a DSN's client would have been asked for.
  await page.waitForTimeout(4000);
  expect(monitoringFiles(fetched)).toEqual([]);
});
