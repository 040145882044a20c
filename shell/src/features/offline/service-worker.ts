import { LANGUAGE_COOKIE, LANGUAGES, preferredLanguage, type Language } from '@yoga/shared/domain';
import {
  clientsClaim,
  type RouteHandler,
  type RouteHandlerCallbackOptions,
  type WorkboxPlugin,
} from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  PAGE_NETWORK_TIMEOUT_SECONDS,
  RUNTIME_CACHES,
  homePageKey,
  isKeptHomePage,
  offlineStrategy,
  outdatedPagesCaches,
  pagesCacheName,
  type OfflineStrategy,
} from './offline-routes';
import type { PrecacheManifest } from './precache-manifest';

/** Written by the shell's build from the files of shell/dist (shell/webpack.config.js). */
declare const __PRECACHE__: PrecacheManifest;

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** The parts of the worker's global scope used here (the project's types are the page's). */
interface ServiceWorkerScope {
  location: Location;
  navigator: { languages: readonly string[] };
  registration: ServiceWorkerRegistration;
  /** Chromium only, where most members are; elsewhere the worker cannot read the language cookie. */
  cookieStore?: { get(name: string): Promise<{ value?: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
}

declare const self: ServiceWorkerScope;

const SHELL_PAGE = '/index.html';
const origin = self.location.origin;

// Hashed files never change under one name, so a new worker may take over open pages at once:
// their scripts stay valid, and a page they have not loaded yet is no worse off than with no worker
// at all (each release replaces the server's files too).
void self.skipWaiting();
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // The page request starts while the worker is still waking up, not after.
      self.registration.navigationPreload?.enable(),
      caches
        .keys()
        .then((names) =>
          Promise.all(
            outdatedPagesCaches(names, __PRECACHE__.version).map((name) => caches.delete(name)),
          ),
        ),
    ]),
  );
});

// `directoryIndex: ''`: `/` must not be answered by the precached shell page; it has its own route.
precacheAndRoute(__PRECACHE__.entries, { directoryIndex: '', cleanURLs: false });

/** With no kept copy of a page (or none that may be shown), the precached shell page renders it. */
const shellPageWhenNoCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ?? (await matchPrecache(SHELL_PAGE)),
};

/**
 * The page of `/` is kept once per language, under a key of its own, and only when it really is in
 * that language: a Hindi page must never be shown to an English reader.
 */
function homePageIn(language: Language): Strategy {
  return new NetworkFirst({
    cacheName: pagesCacheName(__PRECACHE__.version),
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheKeyWillBeUsed: async () => homePageKey(origin, language),
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && isKeptHomePage(await response.clone().text(), language)
            ? response
            : null,
      },
      shellPageWhenNoCopy,
    ],
  });
}

const homePages = Object.fromEntries(
  LANGUAGES.map((language) => [language, homePageIn(language)]),
) as Record<Language, Strategy>;

/** Every other page is the shell page itself, so only the precached one is needed offline. */
const otherPages = new NetworkFirst({
  cacheName: pagesCacheName(__PRECACHE__.version),
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [{ cacheWillUpdate: async () => null }, shellPageWhenNoCopy],
});

/**
 * The reader's language as the server chooses it: the cookie the language switch sets, else the
 * browser's languages (Accept-Language says the same). Null where the cookie cannot be read.
 */
async function readerLanguage(): Promise<Language | null> {
  if (!self.cookieStore) return null;
  try {
    const cookie = await self.cookieStore.get(LANGUAGE_COOKIE);
    return preferredLanguage(cookie?.value, self.navigator.languages);
  } catch {
    return null;
  }
}

async function homePage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const language = await readerLanguage();
  return (language ? homePages[language] : otherPages).handle(options);
}

const remoteAssets = new CacheFirst({
  cacheName: RUNTIME_CACHES.remoteAssets,
  plugins: [
    // About five remotes of 30 to 40 files per release; older releases' files go first.
    new ExpirationPlugin({
      maxEntries: 250,
      maxAgeSeconds: 30 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

// No timeout: a stale entry is used only when the network gives no answer at all.
const remoteEntries = new NetworkFirst({ cacheName: RUNTIME_CACHES.remoteEntries });

const handlers: Record<Exclude<OfflineStrategy, 'network'>, RouteHandler> = {
  'home-page': homePage,
  page: otherPages,
  'remote-asset': remoteAssets,
  'remote-entry': remoteEntries,
};

for (const [strategy, handler] of Object.entries(handlers)) {
  registerRoute(
    ({ url, request }) =>
      offlineStrategy({ url, method: request.method, mode: request.mode, origin }) === strategy,
    handler,
  );
}
