import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';

/*
 * Issue 25 (decision 0037): mf-festivals released on its own with the release command, switched
 * to at runtime, refused by the shell once its files are tampered with, and rolled back; every
 * step in the audit log. The release here is the build already made (`--no-build`): building a
 * remote again costs a minute of the run.
 */

const ROOT = path.join(__dirname, '..', '..');
const asOps = (data: object) => ({
  headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  data,
});

/** Where the page's mf-festivals files came from: `releases/<release>` or `remotes`. */
function festivalsFiles(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/mf-festivals/')) seen.push(url.pathname);
  });
  return seen;
}

test('a remote released on its own is switched to, refused when tampered with, and rolled back', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const output = execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release-remote.js'), '--no-build', '--reason', 'Browser test'],
    {
      cwd: path.join(ROOT, 'mf-festivals'),
      env: {
        ...process.env,
        OPS_TOKEN: E2E_OPS_TOKEN,
        RELEASE_API: baseURL,
        RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      },
      encoding: 'utf8',
    },
  );
  const release = output.trim().split('\n').at(-1)!;
  expect(release).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
  const manifest = path.join(
    process.env.E2E_RELEASES_DIR!,
    'mf-festivals',
    release,
    'mf-manifest.json',
  );
  const original = readFileSync(manifest);
  try {
    const switched = await request.put(
      '/api/config/remotes/mf-festivals/release',
      asOps({ release, reason: 'Diwali goes live' }),
    );
    expect(switched.status()).toBe(200);

    const served = festivalsFiles(page);
    await page.goto('/Diwali');
    await expect(page.getByRole('heading', { level: 1, name: 'Diwali' })).toBeVisible();
    expect(served.length).toBeGreaterThan(2);
    expect(served.every((file) => file.startsWith(`/releases/mf-festivals/${release}/`))).toBe(
      true,
    );
    const headers = (
      await request.get(`/releases/mf-festivals/${release}/mf-manifest.json`)
    ).headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Someone edits the release's manifest on the server: the shell refuses to run it, and only
    // the festival area says so; the header and the rest of the site work.
    for (const twin of ['.br', '.gz']) rmSync(`${manifest}${twin}`, { force: true });
    appendFileSync(manifest, ' ');
    // A new visitor: a browser that fetched the release before keeps its (immutable) copy.
    const visitor = await browser.newPage();
    await visitor.goto('/Diwali');
    await expect(
      visitor.getByText('This part of the site is unavailable right now.'),
    ).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Festivals' }).first()).toBeVisible();
    await visitor.close();
    writeFileSync(manifest, original);

    const rolledBack = await request.put(
      '/api/config/remotes/mf-festivals/release',
      asOps({ release: null, reason: 'Back to the files built with the site' }),
    );
    expect(rolledBack.status()).toBe(200);
    const again = festivalsFiles(page);
    await page.goto('/Diwali');
    await expect(page.getByRole('heading', { level: 1, name: 'Diwali' })).toBeVisible();
    expect(again.every((file) => file.startsWith('/remotes/mf-festivals/'))).toBe(true);

    const log = await request.get('/api/config/remotes/mf-festivals/events', {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    });
    const events = ((await log.json()) as { events: { action: string; reason: string }[] }).events;
    expect(events.map(({ action, reason }) => [action, reason])).toEqual(
      expect.arrayContaining([
        ['released', 'Browser test'],
        ['activated', 'Diwali goes live'],
        ['activated', 'Back to the files built with the site'],
      ]),
    );
  } finally {
    writeFileSync(manifest, original);
    await request.put(
      '/api/config/remotes/mf-festivals/release',
      asOps({ release: null, reason: 'Test clean-up' }),
    );
  }
});
