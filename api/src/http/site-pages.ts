import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@yoga/shared/domain';
import {
  INLINE_MANIFEST_ID,
  offeredPart,
  remotesOwning,
  type RemoteManifest,
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

/**
 * The files a remote's page needs before it can show anything, in the order the Module Federation
 * runtime asks for them: its mf-manifest.json (fetched), its remoteEntry.js and the first chunk of
 * its exposed app (scripts). Read from the remote's build once; none when it was not built.
 */
export function remoteFirstFiles(siteRoot: string, remote: string): string[] {
  const file = path.join(siteRoot, remote, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) return [];
  const built = JSON.parse(readFileSync(file, 'utf8')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  };
  const base = `/remotes/${remote}/`;
  const entry = built.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : null;
  const app = built.exposes?.find((expose) => expose.name === 'app')?.assets?.js?.sync ?? [];
  return [
    `${base}mf-manifest.json`,
    ...(entryFile ? [`${base}${entryFile}`] : []),
    ...app.map((chunk) => `${base}${chunk}`),
  ];
}

/** `<link rel=preload>` for one file, matching how the runtime requests it (so it is reused). */
function preloadTag(url: string): string {
  const href = escapeHtml(url);
  return url.endsWith('.json')
    ? `<link rel="preload" href="${href}" as="fetch" crossorigin>`
    : `<link rel="preload" href="${href}" as="script">`;
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

export interface PageRequest {
  pathname: string;
  language: Language;
  /** Null when the switches could not be read: the shell then fetches the manifest itself. */
  manifest: RemoteManifest | null;
  now: Date;
}

/**
 * The HTML of a page: its pre-rendered first view in the member's language, the remote manifest
 * inline (the shell would otherwise fetch it before anything else could start), and preload hints
 * for the files of the remotes that own the path, so they download beside the shell's own
 * scripts instead of after them (docs/decisions/0032).
 */
export function pageHtml(
  bases: PageBases,
  firstFiles: ReadonlyMap<string, readonly string[]>,
  { pathname, language, manifest, now }: PageRequest,
): string {
  const prerendered = pathname === '/' ? bases.home : bases.page;
  const base = prerendered[language] ?? prerendered.en ?? bases.shell;
  if (!manifest) return base;
  const offered = manifest.remotes.map((remote) => offeredPart(remote, now));
  const head = [
    ...remotesOwning(offered, pathname).flatMap((name) =>
      (firstFiles.get(name) ?? []).map(preloadTag),
    ),
    `<script id="${INLINE_MANIFEST_ID}" type="application/json">${inlineJson(manifest)}</script>`,
  ].join('');
  return base.replace('</head>', () => `${head}</head>`);
}

/** The built pages and each built remote's first files, read once when the server starts. */
export async function loadSitePages(
  site: StaticSite,
  siteRoot: string,
): Promise<{ bases: PageBases; firstFiles: Map<string, string[]> }> {
  const read = async (files: Partial<Record<Language, string>>) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(files).map(async ([language, file]) => [
          language,
          await readFile(file, 'utf8'),
        ]),
      ),
    ) as Partial<Record<Language, string>>;
  return {
    bases: {
      home: await read(site.prerendered.home),
      page: await read(site.prerendered.page),
      shell: await readFile(site.shellIndex, 'utf8'),
    },
    firstFiles: new Map(site.remotes.map((remote) => [remote, remoteFirstFiles(siteRoot, remote)])),
  };
}
