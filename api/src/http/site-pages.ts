import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { INLINE_LEAD_ID, LANGUAGES, type Language } from '@yoga/shared/domain';
import {
  INLINE_MANIFEST_ID,
  PAGE_FILES,
  STARTUP_FILES,
  matchesRoutePath,
  offeredPart,
  remotesOwning,
  type ConsumerFiles,
  type FirstFiles,
  type RemoteManifest,
  type RemotePageFiles,
  type StartupFiles,
} from '@yoga/shared/routing';
import { escapeHtml } from './escape-html';
import type { StaticSite } from './static-site';

/** A page's first HTML: the pre-rendered opening of / or of any other page, per language. */
export interface PageBases {
  home: Partial<Record<Language, string>>;
  page: Partial<Record<Language, string>>;
  /** The built index.html: every page, where nothing was pre-rendered. */
  shell: string;
}

/** Per language, URLs in the order they are fetched, each once. */
export type FilesByLanguage = Partial<Record<Language, string[]>>;

/** What a built remote's pages fetch before they show, as URLs. */
export interface RemoteFiles {
  /** Its mf-manifest.json and its remoteEntry.js. */
  entry: string[];
  /** Its exposed app's scripts, styles and catalogues, then its shared packages'. */
  app: FilesByLanguage;
  /** Each route's page files, then its shared packages'. */
  pages: { path: string; files: FilesByLanguage }[];
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/**
 * The scripts, styles and catalogues the shell fetches once its entry has run (written by its
 * build's StartupFilesPlugin); none when it was not built with them.
 */
export function shellStartupFiles(siteRoot: string): StartupFiles {
  const read = readJson<Partial<StartupFiles>>(path.join(siteRoot, 'shell', 'dist', STARTUP_FILES));
  return { files: [], languages: {}, packages: [], provided: [], ...read };
}

const inLanguage = (files: FirstFiles, language: Language) => [
  ...files.files,
  ...(files.languages[language] ?? []),
];

/** Each list's files and catalogues in turn, per language, each file once, behind `base`. */
function byLanguage(lists: FirstFiles[], base: string): FilesByLanguage {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      [...new Set(lists.flatMap((list) => inLanguage(list, language)))].map(
        (file) => `${base}${file}`,
      ),
    ]),
  );
}

/**
 * The files a remote's page needs before it can show anything, in the order the Module Federation
 * runtime asks for them: its mf-manifest.json (fetched), its remoteEntry.js, the first chunk and
 * style of its exposed app, then the page of the route (scripts, styles, catalogues). With them,
 * its own copy of each shared package the shell does not provide, and the shell's copy of one it
 * provides but does not load at start (the federation runtime picks the shell's, registered
 * first); the shell's copy of the others is loaded already. Read from the remote's build once;
 * none when it was not built.
 */
export function remoteFirstFiles(
  siteRoot: string,
  remote: string,
  shell: Pick<StartupFiles, 'packages' | 'provided'>,
): RemoteFiles {
  const dist = path.join(siteRoot, remote, 'dist');
  const built = readJson<{ metaData?: { remoteEntry?: { name?: string; path?: string } } }>(
    path.join(dist, 'mf-manifest.json'),
  );
  if (!built) return { entry: [], app: {}, pages: [] };
  const base = `/remotes/${remote}/`;
  const entry = built.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : null;
  const shellCopy = new Map(shell.provided.map((shared) => [shared.name, shared]));
  // The remote's own files and its copy of each package the shell has none of, behind its base;
  // the shell's copy of one it provides but has not loaded yet, at the site's root.
  const withPackages = (files: ConsumerFiles) => {
    const own = byLanguage(
      [
        files,
        ...files.packages.filter(
          (shared) => !shell.packages.includes(shared.name) && !shellCopy.has(shared.name),
        ),
      ],
      base,
    );
    const theShells = byLanguage(
      files.packages.flatMap((shared) => shellCopy.get(shared.name) ?? []),
      '',
    );
    return Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        [...new Set([...(own[language] ?? []), ...(theShells[language] ?? [])])],
      ]),
    ) as FilesByLanguage;
  };
  const pages = readJson<RemotePageFiles>(path.join(dist, PAGE_FILES));
  return {
    entry: [`${base}mf-manifest.json`, ...(entryFile ? [`${base}${entryFile}`] : [])],
    app: pages ? withPackages(pages.app) : {},
    pages: (pages?.routes ?? []).map((page) => ({ path: page.path, files: withPackages(page) })),
  };
}

/** The files pages preload: the shell's startup files, and each remote's. */
export interface PreloadFiles {
  shell: FirstFiles;
  remotes: ReadonlyMap<string, RemoteFiles>;
}

/** `<link rel=preload>` for one file, matching how the runtime requests it (so it is reused). */
function preloadTag(url: string, priority: 'auto' | 'low' = 'auto'): string {
  const href = escapeHtml(url);
  const low = priority === 'low' ? ' fetchpriority="low"' : '';
  if (url.endsWith('.json'))
    return `<link rel="preload" href="${href}" as="fetch" crossorigin${low}>`;
  if (url.endsWith('.css')) return `<link rel="preload" href="${href}" as="style"${low}>`;
  return `<link rel="preload" href="${href}" as="script"${low}>`;
}

/**
 * JSON placed inside a script element: `<` is written as its escape, so no value can close the
 * element or open a comment; JSON.parse reads it back unchanged.
 */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Every page: checked each time (it names the current build), kept by no shared cache (it may carry a member's lead). */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

export interface PageRequest {
  pathname: string;
  language: Language;
  /** Null when the switches could not be read: the shell then fetches the manifest itself. */
  manifest: RemoteManifest | null;
  now: Date;
  /** The lead of the session the page was asked with, if any (`pageLead`, decision 0048). */
  lead?: unknown;
}

/**
 * The HTML of a page: its pre-rendered first view in the member's language, preload hints for the
 * shell's startup files (decision 0033) and for the files of the remotes that own the path, so
 * they download beside the shell's entry instead of one round trip after another, and the remote
 * manifest inline (the shell would otherwise fetch it before anything else could start, decision
 * 0032), and so the signed-in member's lead (decision 0048).
 */
export function pageHtml(
  bases: PageBases,
  preload: PreloadFiles,
  { pathname, language, manifest, now, lead }: PageRequest,
): string {
  const prerendered = pathname === '/' ? bases.home : bases.page;
  const base = prerendered[language] ?? prerendered.en ?? bases.shell;
  const offered = manifest?.remotes.map((remote) => offeredPart(remote, now)) ?? [];
  // Low priority: none of them is needed for the first paint of the page's own HTML, and at the
  // default (high) priority they shared the first bytes with its style sheet (decision 0033).
  const low = (url: string) => preloadTag(url, 'low');
  const head = [
    ...inLanguage(preload.shell, language).map(low),
    ...remotesOwning(offered, pathname).flatMap((name) => {
      const remote = preload.remotes.get(name);
      // The built files are hinted only while the remote serves them: a released remote's files
      // are fetched when its manifest, checked first, names them (issue 25).
      const served = offered.find((one) => one.name === name);
      if (!remote || served?.integrity !== undefined) return [];
      const pages = remote.pages.filter((page) => matchesRoutePath(page.path, pathname));
      return [
        ...remote.entry.map((url) => preloadTag(url)),
        ...(remote.app[language] ?? []).map((url) => preloadTag(url)),
        ...pages.flatMap((page) => page.files[language] ?? []).map(low),
      ];
    }),
    ...(manifest
      ? [
          `<script id="${INLINE_MANIFEST_ID}" type="application/json">${inlineJson(manifest)}</script>`,
        ]
      : []),
    ...(lead
      ? [`<script id="${INLINE_LEAD_ID}" type="application/json">${inlineJson(lead)}</script>`]
      : []),
  ].join('');
  return base.replace('</head>', () => `${head}</head>`);
}

/** The built pages and the files they preload, read once when the server starts. */
export async function loadSitePages(
  site: StaticSite,
  siteRoot: string,
): Promise<{ bases: PageBases; preload: PreloadFiles }> {
  const read = async (files: Partial<Record<Language, string>>) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(files).map(async ([language, file]) => [
          language,
          await readFile(file, 'utf8'),
        ]),
      ),
    ) as Partial<Record<Language, string>>;
  const shell = shellStartupFiles(siteRoot);
  return {
    bases: {
      home: await read(site.prerendered.home),
      page: await read(site.prerendered.page),
      shell: await readFile(site.shellIndex, 'utf8'),
    },
    preload: {
      shell,
      remotes: new Map(
        site.remotes.map((remote) => [remote, remoteFirstFiles(siteRoot, remote, shell)]),
      ),
    },
  };
}
