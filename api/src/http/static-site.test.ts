import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { bearer, signIn } from '../testing/sign-in';
import { TEST_OPS_TOKEN, openTestApp, type TestApp } from '../testing/test-app';
import { registerStaticSite } from './static-site';
import { ANY_STORE } from '../testing/test-database';

const SCRIPT = `console.log(${JSON.stringify('namaste '.repeat(400))});`;

/** Writes a file with its .gz and .br twins, as the webpack build does. */
function writeWithCompressedTwins(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}

describe('the static site', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'yoga-site-'));
    const shell = path.join(root, 'shell', 'dist');
    const remote = path.join(root, 'mf-challenge', 'dist');
    mkdirSync(shell, { recursive: true });
    mkdirSync(remote, { recursive: true });
    writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Yoga</title>');
    writeWithCompressedTwins(path.join(shell, 'main.1a2b3c4d.js'), SCRIPT);
    writeWithCompressedTwins(path.join(shell, 'sw.js'), SCRIPT);
    writeWithCompressedTwins(path.join(remote, 'remoteEntry.js'), SCRIPT);
    writeFileSync(path.join(remote, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(remote, 'routes.json'), '{"app":"mf-challenge","routes":[]}');
    writeFileSync(path.join(remote, 'page-files.json'), '{"routes":[]}');
    writeFileSync(path.join(remote, 'poster.0f1e2d3c.ttf'), 'font');
    writeFileSync(path.join(remote, '356.9a8b7c6d.js.map'), '{}');
    app = Fastify();
    await registerStaticSite(app, root);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('hands out the brotli twin of a hashed asset, cached for good', async () => {
    const res = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('hands out the gzip twin to a browser without brotli', async () => {
    const res = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each(['poster.0f1e2d3c.ttf', '356.9a8b7c6d.js.map'])(
    'caches %s, named by its content, for good',
    async (file) => {
      const res = await app.inject(`/remotes/mf-challenge/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('sends the plain file when the client accepts no encoding', async () => {
    const res = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': '' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it.each(['br', 'gzip', ''])(
    'keeps a remote entry revalidated whichever variant is sent (encoding "%s")',
    async (encoding) => {
      const res = await app.inject({
        url: '/remotes/mf-challenge/remoteEntry.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['br', ''])(
    'serves the offline worker at /sw.js, revalidated on every visit (encoding "%s")',
    async (encoding) => {
      const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['mf-manifest.json', 'routes.json', 'page-files.json'])(
    'keeps the remote %s revalidated',
    async (file) => {
      const res = await app.inject(`/remotes/mf-challenge/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );
});

describe('the site behind the API', () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'yoga-site-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>Yoga</title><div id="root"></div>',
    );
    mkdirSync(path.join(root, 'shell', 'dist-server'), { recursive: true });
    const prerendered = {
      'home.en.html': '<h1>Fourteen mornings</h1>',
      'home.hi.html': '<h1>14 सुबहें</h1>',
      'page.en.html': '<p class="page-loading">Loading…</p>',
      'page.hi.html': '<p class="page-loading">लोड हो रहा है…</p>',
    };
    for (const [file, opening] of Object.entries(prerendered)) {
      writeFileSync(
        path.join(root, 'shell', 'dist-server', file),
        `<!doctype html><html lang="${file.split('.')[1]}"><head><title>Yoga</title></head>` +
          `<body><div id="root">${opening}</div></body></html>`,
      );
    }
    // The challenge remote's build: what its pages need first.
    mkdirSync(path.join(root, 'mf-challenge', 'dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'mf-challenge', 'dist', 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
    );
    const noPackages = { languages: {}, packages: [] };
    writeFileSync(
      path.join(root, 'mf-challenge', 'dist', 'page-files.json'),
      JSON.stringify({
        app: { ...noPackages, files: ['__federation_expose_app.1a2b.js'] },
        routes: [
          {
            ...noPackages,
            path: '/live',
            files: ['356.live.js'],
            languages: { en: ['667.en.js'], hi: ['553.hi.js'] },
          },
        ],
      }),
    );
    writeFileSync(
      path.join(root, 'shell', 'dist', 'startup-files.json'),
      JSON.stringify({ files: ['/310.boot.js'], languages: {}, packages: ['react'] }),
    );
    t = await openTestApp(ANY_STORE, { config: { siteRoot: root } });
  });

  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/join/asha-verma', '/leaderboard', '/live/', '/certificate/download', '/callsupport'])(
    'answers the page %s with the shell page, 200, revalidated',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    },
  );

  describe("a signed-in member's page carries their lead (decision 0048)", () => {
    const LEAD_ELEMENT = /<script id="signed-in-lead" type="application\/json">(.*?)<\/script>/;
    const leadIn = (body: string): unknown => {
      const found = LEAD_ELEMENT.exec(body)?.[1];
      return found === undefined ? null : JSON.parse(found);
    };
    const page = (url: string, cookie?: string) =>
      t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });

    it.each(['/', '/leaderboard', '/no-such-page'])(
      '%s carries the lead the API gives that session, in the head',
      async (url) => {
        const member = await signIn(t, 'Page Member');
        const lead = await t.app.inject({
          url: '/api/lead/lead/get',
          headers: bearer(member.accessToken),
        });
        const res = await page(url, `yoga_lang=en; sessiontoken=${member.accessToken}`);
        expect(leadIn(res.body)).toEqual(lead.json());
        expect(res.body.indexOf('id="signed-in-lead"')).toBeLessThan(res.body.indexOf('</head>'));
        expect(res.headers['cache-control']).toBe('private, no-cache');
      },
    );

    it.each([
      ['no session cookie', undefined],
      ['a token the API refuses', 'sessiontoken=not.a.token'],
      ['a cookie that is not a token', 'sessiontoken=%3C%2Fscript%3E'],
      ['a token far too long', `sessiontoken=${'a'.repeat(5000)}`],
    ])('carries none with %s', async (_case, cookie) => {
      const res = await page('/leaderboard', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('signed-in-lead');
    });
  });

  it.each([
    '/no-such-page',
    '/profile',
    '/.git/config',
    '/%2e%2e/etc/passwd',
    '/leaderboard/extra',
    '/LIVE',
    '/join',
  ])(
    'answers the unknown path %s with 404 and the shell, which shows its 404 page',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<p class="page-loading">Loading…</p>');
    },
  );

  it("answers 404 on a switched-off remote's pages and 200 (the season page) out of a route's dates", async () => {
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(TEST_OPS_TOKEN), payload });
    try {
      await put('/api/config/remotes/mf-leaderboard', { enabled: false });
      expect((await t.app.inject('/leaderboard')).statusCode).toBe(404);
      expect((await t.app.inject('/live')).statusCode).toBe(200);
      await put('/api/config/remotes/mf-leaderboard', { enabled: true });
      await put('/api/config/remotes/mf-leaderboard/routes', {
        path: '/guessandwin',
        activeUntil: '2026-01-01T00:00:00Z',
      });
      expect((await t.app.inject('/guessandwin')).statusCode).toBe(200);
      await put('/api/config/remotes/mf-leaderboard/routes', {
        path: '/guessandwin',
        enabled: false,
      });
      expect((await t.app.inject('/guessandwin')).statusCode).toBe(404);
    } finally {
      await put('/api/config/remotes/mf-leaderboard/routes', {
        path: '/guessandwin',
        enabled: true,
        activeUntil: null,
      });
    }
    expect((await t.app.inject('/guessandwin')).statusCode).toBe(200);
  });

  it('answers / with its rendered opening, and every other page with the header and loading line', async () => {
    const home = await t.app.inject('/');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.body).toContain('<h1>Fourteen mornings</h1>');
    const other = await t.app.inject('/callsupport');
    expect(other.body).toContain('<p class="page-loading">Loading…</p>');
    const hindi = await t.app.inject({ url: '/leaderboard', headers: { cookie: 'yoga_lang=hi' } });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('लोड हो रहा है…');
    expect(hindi.headers.vary).toMatch(/cookie/i);
  });

  it('carries the remote manifest inside every page, the same as the API answers it', async () => {
    const served = (await t.app.inject('/api/config/remotes')).json();
    for (const url of ['/', '/live', '/no-such-page']) {
      const page = (await t.app.inject(url)).body;
      const inline = /<script id="remote-manifest" type="application\/json">([^<]*)<\/script>/.exec(
        page,
      );
      expect(inline).not.toBeNull();
      expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(served);
    }
  });

  it('asks the browser to fetch the first files of the remote that owns the page, beside the shell', async () => {
    const live = (await t.app.inject('/live')).body;
    const head = live.split('</head>')[0];
    expect(head).toContain(
      '<link rel="preload" href="/remotes/mf-challenge/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(head).toContain(
      '<link rel="preload" href="/remotes/mf-challenge/remoteEntry.js" as="script">',
    );
    expect(head).toContain(
      '<link rel="preload" href="/remotes/mf-challenge/__federation_expose_app.1a2b.js" as="script">',
    );
    // The builds' reports: the shell's startup files on every page, the route's page in its
    // language.
    expect(head).toContain(
      '<link rel="preload" href="/310.boot.js" as="script" fetchpriority="low">',
    );
    expect(head).toContain(
      '<link rel="preload" href="/remotes/mf-challenge/356.live.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/mf-challenge/667.en.js" as="script" fetchpriority="low">',
    );
    const hindi = (await t.app.inject({ url: '/live', headers: { 'accept-language': 'hi' } })).body;
    expect(hindi).toContain('/remotes/mf-challenge/553.hi.js');
    expect(hindi).not.toContain('667.en.js');
    // The board is another remote's page: nothing of the challenge remote is hinted there.
    expect((await t.app.inject('/leaderboard')).body).not.toContain(
      'rel="preload" href="/remotes/mf-challenge',
    );
  });

  it.each([
    [{}, 'en'],
    [{ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'hi'],
    [{ 'accept-language': 'en-GB,en;q=0.9,hi;q=0.8' }, 'en'],
    [{ 'accept-language': 'ta-IN,hi;q=0.5' }, 'hi'],
    [{ 'accept-language': 'hi-IN', cookie: 'a=1; yoga_lang=en' }, 'en'],
    [{ cookie: 'yoga_lang=hi' }, 'hi'],
    [{ cookie: 'yoga_lang=fr', 'accept-language': 'en' }, 'en'],
  ])('sends / rendered in the member’s language (%j gives %s)', async (headers, language) => {
    const res = await t.app.inject({ url: '/', headers });
    expect(res.body).toContain(`<html lang="${language}">`);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it.each(['/main.0badf00d.js', '/favicon.ico', '/remotes/mf-gone/remoteEntry.js'])(
    'answers the missing file %s with a JSON 404, not the page',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    },
  );
});
