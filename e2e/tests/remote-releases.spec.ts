import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { signedInToConsole } from './ops-console-helpers';

/*
 * Issue 25 (decisions 0037, 0038): mf-festivals released on its own with the release command,
 * switched to at runtime, refused by the shell once its files are tampered with, and rolled
 * back; a release with one changed text that leaves every other file byte for byte as it was,
 * rolled back by an admin in the ops console (issue 28); every step in the audit log; a season
 * ended from the console, and out of it not one of its files fetched.
 */

const ROOT = path.join(__dirname, '..', '..');
const FESTIVALS = path.join(ROOT, 'mf-festivals');
const OTHER_APPS = ['shell', 'mf-challenge', 'mf-leaderboard', 'mf-certificates'];
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

/** Runs the release command in mf-festivals and answers the release's name (its last line). */
function releaseFestivals(baseURL: string | undefined, ...args: string[]): string {
  const output = execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release-remote.js'), ...args],
    {
      cwd: FESTIVALS,
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
  return release;
}

const releaseFolder = (release: string) =>
  path.join(process.env.E2E_RELEASES_DIR!, 'mf-festivals', release);

/** The SHA-256 of every file under a folder, by its path inside it. */
function fileHashes(folder: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const file of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const full = path.join(file.parentPath, file.name);
    hashes.set(path.relative(folder, full), sha256(readFileSync(full)));
  }
  return hashes;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where an app's built files are served: the shell at /, a remote at /remotes/<name>/. */
const servedAt = (app: string) => (app === 'shell' ? '/' : `/remotes/${app}/`);

async function expectServedAsBuilt(
  request: APIRequestContext,
  app: string,
  hashes: Map<string, string>,
) {
  for (const [file, hash] of hashes) {
    // Compressed twins are the same bytes by another encoding; the page itself is rendered.
    if (/\.(br|gz)$/.test(file) || file === 'index.html') continue;
    const response = await request.get(`${servedAt(app)}${file}`);
    expect(response.status(), `${app}/${file}`).toBe(200);
    expect(sha256(await response.body()), `${app}/${file}`).toBe(hash);
  }
}

const switchRelease = (request: APIRequestContext, release: string | null, reason: string) =>
  request.put('/api/config/remotes/mf-festivals/release', asOps({ release, reason }));

test('a remote released on its own is switched to, refused when tampered with, and rolled back', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The build already made: building the remote is the next test's part.
  const release = releaseFestivals(baseURL, '--no-build', '--reason', 'Browser test');
  const manifest = path.join(releaseFolder(release), 'mf-manifest.json');
  const original = readFileSync(manifest);
  try {
    const switched = await switchRelease(request, release, 'Diwali goes live');
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

    const rolledBack = await switchRelease(request, null, 'Back to the files built with the site');
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
    await switchRelease(request, null, 'Test clean-up');
  }
});

const VISITOR_TEXT = 'Every day you practise in the free challenge lights a lamp here.';
const RELEASED_TEXT = 'Practise every day of the challenge and a lamp lights up here.';

test('a release with one changed text changes only its own files, shows without a restart, and rolls back from the console', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const before = new Map(OTHER_APPS.map((app) => [app, fileHashes(path.join(ROOT, app, 'dist'))]));
  const siteBuild = fileHashes(path.join(FESTIVALS, 'dist'));
  const earlier = releaseFestivals(baseURL, '--no-build', '--reason', 'The Diwali texts of today');

  // The festival team changes one visible text and releases: only mf-festivals is built.
  const catalogue = path.join(FESTIVALS, 'src', 'features', 'diwali', 'locales', 'en.json');
  const source = readFileSync(catalogue, 'utf8');
  let changed: string;
  try {
    writeFileSync(catalogue, source.replace(VISITOR_TEXT, RELEASED_TEXT));
    changed = releaseFestivals(baseURL, '--reason', 'A clearer lamp text');
  } finally {
    writeFileSync(catalogue, source);
  }
  expect(changed).not.toBe(earlier);

  // Deterministic: a file the new build names as the site's build did has the same bytes, and
  // what differs is the one chunk that holds the text, under a new name. Files whose names hold
  // no content hash (remoteEntry.js, the JSON lists) name that chunk, so they change with it.
  const released = fileHashes(releaseFolder(changed));
  const renamed = new Set<string>();
  for (const [file, hash] of released) {
    if (!siteBuild.has(file)) renamed.add(file.replace(/\.(map|br|gz)$/, ''));
    else if (/\.[0-9a-f]{8}\./.test(file)) expect(hash, file).toBe(siteBuild.get(file));
  }
  expect([...renamed]).toHaveLength(1);
  expect(fileHashes(path.join(FESTIVALS, 'dist'))).toEqual(siteBuild);

  const lampText = async (text: string) => {
    const visitor = await browser.newPage();
    await visitor.goto('/Diwali');
    await expect(visitor.getByText(text)).toBeVisible();
    await visitor.close();
  };
  try {
    expect((await switchRelease(request, changed, 'A clearer lamp text goes live')).status()).toBe(
      200,
    );
    await lampText(RELEASED_TEXT);
    // An admin rolls back from the console, on their phone.
    const admin = await signedInToConsole(browser, baseURL, {
      name: 'Arun Admin',
      roles: ['admin'],
      language: 'en',
      size: { width: 390, height: 844 },
    });
    await admin.getByRole('tab', { name: 'Remotes' }).click();
    const festivals = admin.getByRole('region', { name: 'Releases of mf-festivals' });
    await expect(festivals.getByText(`Serving release ${changed}.`)).toBeVisible();
    await festivals.getByRole('button', { name: `Roll back to ${earlier}` }).click();
    await festivals
      .getByLabel(`Why: Roll back to ${earlier} (kept in the log)`)
      .fill('Roll back the lamp text');
    await admin.screenshot({
      path: test.info().outputPath('ops-roll-back-en.png'),
      fullPage: true,
    });
    await festivals.getByRole('button', { name: `Roll back to ${earlier}` }).click();
    await expect(festivals.getByText(`Serving release ${earlier}.`)).toBeVisible();
    await lampText(VISITOR_TEXT);
    const log = await request.get('/api/config/remotes/mf-festivals/events', asOps({}));
    expect((await log.json()).events.at(-1)).toMatchObject({
      action: 'activated',
      reason: 'Roll back the lamp text',
      actor: expect.stringMatching(/^ops:\d+$/),
    });
    await admin.context().close();
    for (const release of [earlier, changed]) {
      const manifest = await request.get(`/releases/mf-festivals/${release}/mf-manifest.json`);
      expect(manifest.status()).toBe(200);
    }
  } finally {
    await switchRelease(request, null, 'Test clean-up');
  }

  // The shell and the other remotes: not one byte changed, and every file still served.
  for (const app of OTHER_APPS) {
    const now = fileHashes(path.join(ROOT, app, 'dist'));
    expect(now).toEqual(before.get(app));
    await expectServedAsBuilt(request, app, now);
  }
});

test('out of season, a visit to the home page fetches no file of the remote, and its pages say so', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.includes('/mf-festivals/')) fetched.push(sent.url());
  });
  try {
    // An admin ends the season from the console, in Hindi on a laptop.
    const admin = await signedInToConsole(browser, baseURL, {
      name: 'अरुण एडमिन',
      roles: ['admin'],
      language: 'hi',
      size: { width: 1280, height: 800 },
    });
    await admin.getByRole('tab', { name: 'रिमोट' }).click();
    await admin.getByRole('button', { name: 'mf-festivals बदलें' }).click();
    const form = admin.getByRole('form', { name: 'mf-festivals बदलें' });
    await form.getByLabel('ख़त्म (भारत का समय, खाली: कभी नहीं)').fill('2026-01-01T05:30');
    await form.getByLabel('कारण (लॉग में रहेगा)').fill('दिवाली का सीज़न ख़त्म');
    await admin.screenshot({
      path: test.info().outputPath('ops-season-window-hi.png'),
      fullPage: true,
    });
    await form.getByRole('button', { name: 'सेव करें' }).click();
    await expect(form).toBeHidden();
    const remotes = await (await request.get('/api/config/remotes')).json();
    const until = remotes.remotes.find((remote: { name: string }) => remote.name === 'mf-festivals')
      .activeUntil as string;
    expect(Date.parse(until)).toBe(Date.parse('2026-01-01T00:00:00Z'));
    await admin.context().close();

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched).toEqual([]);
    expect((await page.goto('/Diwali'))?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is back next season' }),
    ).toBeVisible();
    expect(fetched).toEqual([]);
  } finally {
    await request.put(
      '/api/config/remotes/mf-festivals',
      asOps({ activeUntil: null, reason: 'Test clean-up' }),
    );
  }
});
