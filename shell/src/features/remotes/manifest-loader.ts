import { INLINE_MANIFEST_ID, parseRemoteManifest, type RemoteManifest } from '@yoga/shared';
import { manifestOfBuiltRoutes } from './built-manifest';

export const MANIFEST_URL = '/api/config/remotes';
/** Spec section 9: the feature-flag client gives up after 1000 ms. */
export const MANIFEST_TIMEOUT_MS = 1000;

export type ManifestSource = 'server' | 'default';

export interface LoadedManifest {
  manifest: RemoteManifest;
  source: ManifestSource;
}

export interface ManifestLoaderOptions {
  fetchImpl?: typeof fetch;
  url?: string;
  timeoutMs?: number;
  /** The manifest the shell was built with; its own chunk, fetched only when it is needed. */
  fallback?: () => Promise<RemoteManifest>;
  /** Where the page may carry the manifest the server sent with it. */
  page?: Pick<Document, 'getElementById'>;
}

/** The manifest the server put in the page, when it did and it reads well. */
function manifestInPage(page: Pick<Document, 'getElementById'>): RemoteManifest | null {
  const text = page.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemoteManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The built-in manifest; if even its chunk cannot be fetched, the shell's own pages without remotes. */
async function builtInManifest(): Promise<RemoteManifest> {
  try {
    return (await import('./default-manifest')).DEFAULT_MANIFEST;
  } catch (error) {
    console.error('[shell] the built-in remote manifest could not be fetched:', error);
    return manifestOfBuiltRoutes([]);
  }
}

/**
 * The remote manifest: the one the server sent inside the page (as fresh as the page, and no
 * round trip before the remotes can start), else fetched uncached. A slow, failed or malformed
 * answer never blocks the site: the shell falls back to the manifest it was built with.
 */
export async function loadRemoteManifest({
  fetchImpl = fetch,
  url = MANIFEST_URL,
  timeoutMs = MANIFEST_TIMEOUT_MS,
  fallback = builtInManifest,
  page = document,
}: ManifestLoaderOptions = {}): Promise<LoadedManifest> {
  const sent = manifestInPage(page);
  if (sent) return { manifest: sent, source: 'server' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`manifest answered ${response.status}`);
    const manifest = parseRemoteManifest(await response.json());
    if (!manifest) throw new Error('manifest is malformed');
    return { manifest, source: 'server' };
  } catch (error) {
    console.error('[shell] using the built-in remote manifest:', error);
    return { manifest: await fallback(), source: 'default' };
  } finally {
    clearTimeout(timer);
  }
}
