import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_SUPPORT_CONTACT,
  PAGE_FILES,
  type RemoteManifest,
  type RemotePageFiles,
  type StartupFiles,
} from '@yoga/shared/routing';
import {
  pageHtml,
  remoteFirstFiles,
  type PageBases,
  type PreloadFiles,
  type RemoteFiles,
} from './site-pages';

const BASES: PageBases = {
  home: { en: '<html lang="en"><head></head><body>home</body></html>' },
  page: {
    en: '<html lang="en"><head></head><body>page</body></html>',
    hi: '<html lang="hi"><head></head><body>पेज</body></html>',
  },
  shell: '<html><head></head><body>shell</body></html>',
};

const ROUTE = { openToPaid: true, nav: null, season: null, activeFrom: null, activeUntil: null };

function manifest(overrides: Partial<RemoteManifest> = {}): RemoteManifest {
  return {
    remotes: [
      {
        name: 'mf-challenge',
        entry: '/remotes/mf-challenge/mf-manifest.json',
        enabled: true,
        activeFrom: null,
        activeUntil: null,
        routes: [
          { ...ROUTE, path: '/live', enabled: true },
          { ...ROUTE, path: '/later', enabled: true, activeFrom: '2027-01-01T00:00:00Z' },
        ],
      },
    ],
    services: {},
    memberSiteUrl: '/member-site',
    support: DEFAULT_SUPPORT_CONTACT,
    ...overrides,
  } as RemoteManifest;
}

const SHELL: StartupFiles = {
  files: ['/310.bootstrap.css', '/310.bootstrap.js'],
  languages: { en: ['/828.en.js'], hi: ['/829.hi.js'] },
  packages: ['react'],
  provided: [],
};

/** The challenge remote's build (its files named inside its folder), as the server reads it. */
function builtRemote(shell: StartupFiles = SHELL): RemoteFiles {
  const root = mkdtempSync(path.join(tmpdir(), 'yoga-pages-'));
  const dist = path.join(root, 'mf-challenge', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  const pageFiles: RemotePageFiles = {
    app: {
      files: ['a.js'],
      languages: { en: ['app.en.js'] },
      packages: [{ name: 'react', files: ['react.js'], languages: {} }],
    },
    routes: [
      {
        path: '/live',
        files: ['live.js'],
        languages: { en: ['live.en.js'] },
        packages: [
          {
            name: '@yoga/shared/ui-extra',
            files: ['extra.js'],
            languages: { en: ['extra.en.js'] },
          },
        ],
      },
      { path: '/later', files: ['later.js'], languages: {}, packages: [] },
    ],
  };
  writeFileSync(path.join(dist, PAGE_FILES), JSON.stringify(pageFiles));
  try {
    return remoteFirstFiles(root, 'mf-challenge', shell);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const FILES: PreloadFiles = { shell: SHELL, remotes: new Map([['mf-challenge', builtRemote()]]) };
const SHELL_PRELOADS =
  '<link rel="preload" href="/310.bootstrap.css" as="style" fetchpriority="low">' +
  '<link rel="preload" href="/310.bootstrap.js" as="script" fetchpriority="low">' +
  '<link rel="preload" href="/828.en.js" as="script" fetchpriority="low">';
const NOW = new Date('2026-11-27T01:00:00Z');

const inline = (html: string) =>
  /<script id="remote-manifest" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];

describe('a page as the server sends it', () => {
  it('is the pre-rendered page of the language, the home page only at /', () => {
    const at = (pathname: string, language: 'en' | 'hi') =>
      pageHtml(BASES, FILES, { pathname, language, manifest: null, now: NOW });
    expect(at('/', 'en')).toContain('home');
    expect(at('/live', 'hi')).toContain('पेज');
    // No Hindi home was built: the English one, never the bare shell.
    expect(at('/', 'hi')).toContain('home');
    expect(at('/live', 'en')).toContain('page');
  });

  it('preloads the first files of the remote offering the path, and none out of its dates', () => {
    const live = pageHtml(BASES, FILES, {
      pathname: '/live',
      language: 'en',
      manifest: manifest(),
      now: NOW,
    });
    expect(live).toContain(
      `${SHELL_PRELOADS}<link rel="preload" href="/remotes/mf-challenge/mf-manifest.json" as="fetch" crossorigin>` +
        '<link rel="preload" href="/remotes/mf-challenge/a.js" as="script">' +
        '<link rel="preload" href="/remotes/mf-challenge/app.en.js" as="script">' +
        '<link rel="preload" href="/remotes/mf-challenge/live.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/mf-challenge/live.en.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/mf-challenge/extra.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/mf-challenge/extra.en.js" as="script" fetchpriority="low">',
    );
    expect(live).not.toContain('later.js');
    // The shell loads React at start: the remote's copy is never fetched.
    expect(live).not.toContain('react.js');
    const later = pageHtml(BASES, FILES, {
      pathname: '/later',
      language: 'en',
      manifest: manifest(),
      now: NOW,
    });
    expect(later).not.toMatch(/rel="preload" href="\/remotes\//);
    expect(later).toContain(SHELL_PRELOADS);
  });

  it("preloads the shell's startup files on every page, first in its head", () => {
    for (const pathname of ['/', '/live', '/login']) {
      const html = pageHtml(BASES, FILES, { pathname, language: 'en', manifest: null, now: NOW });
      expect(html).toContain(`<head>${SHELL_PRELOADS}</head>`);
    }
  });

  it("preloads the catalogues of the page's language only", () => {
    const hindi = pageHtml(BASES, FILES, {
      pathname: '/live',
      language: 'hi',
      manifest: manifest(),
      now: NOW,
    });
    expect(hindi).toContain(
      '<link rel="preload" href="/829.hi.js" as="script" fetchpriority="low">',
    );
    expect(hindi).toContain('mf-challenge/live.js');
    expect(hindi).not.toContain('live.en.js');
    expect(hindi).not.toContain('828.en.js');
  });

  it('carries the manifest so that no value can close its element', () => {
    const hostile = manifest({ memberSiteUrl: '</script><script>alert(1)</script><!--' });
    const html = pageHtml(BASES, FILES, {
      pathname: '/live',
      language: 'en',
      manifest: hostile,
      now: NOW,
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.parse(inline(html) ?? 'null')).toEqual(hostile);
  });

  it('goes out without the manifest when the switches could not be read', () => {
    const html = pageHtml(BASES, FILES, {
      pathname: '/live',
      language: 'en',
      manifest: null,
      now: NOW,
    });
    expect(inline(html)).toBeUndefined();
    expect(html).not.toMatch(/rel="preload" href="\/remotes\//);
  });
});

describe("a remote page's shared packages", () => {
  it("preloads the shell's copy of a package the shell provides but loads later, not the remote's", () => {
    const shell: StartupFiles = {
      ...SHELL,
      provided: [
        { name: '@yoga/shared/ui-extra', files: ['/ux.js'], languages: { en: ['/ux.en.js'] } },
      ],
    };
    const live = builtRemote(shell).pages.find((page) => page.path === '/live');
    expect(live?.files.en).toEqual([
      '/remotes/mf-challenge/live.js',
      '/remotes/mf-challenge/live.en.js',
      '/ux.js',
      '/ux.en.js',
    ]);
  });

  it("preloads the remote's own copy of a package the shell does not provide", () => {
    const live = builtRemote().pages.find((page) => page.path === '/live');
    expect(live?.files.en).toContain('/remotes/mf-challenge/extra.js');
  });
});
