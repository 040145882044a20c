import { INLINE_LEAD_ID, type Language } from '@yoga/shared/domain';
// A released remote's files (issue 25): their path names one build, so none of them ever changes.
import { RELEASE_FILE } from '@yoga/shared/routing';

/**
 * How the service worker answers a request. Precached shell files are matched before this is
 * asked (workbox-precaching), so it decides only for everything else.
 *
 * - `network`: the worker stays out of the way; the browser fetches as if it were not there.
 * - `remote-asset`: a remote's hashed file, never changed once built: the cache first.
 * - `remote-entry`: a remote's entry file: the network, and the cache only when the network fails.
 * - `home-page`: the page of `/`, rendered per language: the network for up to a few seconds,
 *   else the copy kept for the reader's language.
 * - `page`: any other page (the same shell page for all): the network for up to a few seconds, else
 *   the precached shell page.
 */
export type OfflineStrategy = 'network' | 'remote-asset' | 'remote-entry' | 'home-page' | 'page';

export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  /** The worker's own origin. */
  origin: string;
}

/** How long a page navigation waits for the network before the kept copy is shown. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

const REMOTE_ASSET = /^\/remotes\/mf-[a-z0-9-]+\/[^/]+\.[0-9a-f]{8}\.(?:js|css)$/;
const REMOTE_ENTRY =
  /^\/remotes\/mf-[a-z0-9-]+\/(?:remoteEntry\.js|mf-manifest\.json|routes\.json)$/;
/** The server's rule for a page path (api/src/app.ts): no shell route has a dot in its last segment. */
const FILE_LIKE = /\.[A-Za-z0-9]+$/;

export function offlineStrategy({ url, method, mode, origin }: RequestFacts): OfflineStrategy {
  // Writes, other sites and the API (the remote manifest included) always go to the network: an
  // answer is never kept, so none can be shown stale or to another member.
  if (method !== 'GET' || url.origin !== origin || url.pathname.startsWith('/api/')) {
    return 'network';
  }
  if (mode === 'navigate') {
    if (url.pathname.startsWith('/remotes/') || FILE_LIKE.test(url.pathname)) return 'network';
    return url.pathname === '/' ? 'home-page' : 'page';
  }
  if (REMOTE_ASSET.test(url.pathname) || RELEASE_FILE.test(url.pathname)) return 'remote-asset';
  if (REMOTE_ENTRY.test(url.pathname)) return 'remote-entry';
  return 'network';
}

/** The cache key of the page of `/` in one language (the server picks it by cookie and Accept-Language). */
export function homePageKey(origin: string, language: Language): string {
  return new URL(`/?offline-language=${language}`, origin).href;
}

/** The language a page was rendered in, read from its `<html lang>`. */
export function htmlLanguage(html: string): string | null {
  return /<html[^>]*\slang="?([A-Za-z-]+)/i.exec(html)?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether a fetched page of `/` may be kept as the offline copy for a reader of `language`: it is
 * in that language, and it carries no signed-in member's lead (decision 0048), which a worker's
 * cache must not keep where the next person on the phone could read it.
 */
export function isKeptHomePage(html: string, language: Language): boolean {
  return htmlLanguage(html) === language && !html.includes(`id="${INLINE_LEAD_ID}"`);
}

/** Cache names of the runtime caches; the pages' name carries the build, whose files they name. */
export const RUNTIME_CACHES = {
  pagesPrefix: 'yoga-pages-',
  remoteAssets: 'yoga-remote-assets',
  remoteEntries: 'yoga-remote-entries',
} as const;

export function pagesCacheName(buildVersion: string): string {
  return `${RUNTIME_CACHES.pagesPrefix}${buildVersion}`;
}

/** Kept pages caches of other builds: their pages name hashed files the new build no longer keeps. */
export function outdatedPagesCaches(cacheNames: readonly string[], buildVersion: string): string[] {
  const current = pagesCacheName(buildVersion);
  return cacheNames.filter(
    (name) => name.startsWith(RUNTIME_CACHES.pagesPrefix) && name !== current,
  );
}
