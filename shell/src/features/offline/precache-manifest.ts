import { createHash } from 'node:crypto';

/** One file the service worker keeps from its install on; `revision` null means the name is hashed. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export interface PrecacheManifest {
  /** Changes whenever any kept file does, so caches tied to one build can be told apart. */
  version: string;
  entries: PrecacheEntry[];
}

/**
 * The shell's scripts and styles, named by content hash. Source maps and the .br/.gz twins are left
 * out: the browser receives a twin by content-encoding under the plain file's URL.
 */
const HASHED_ASSET = /^[^/]+\.[0-9a-f]{8}\.(?:js|css)$/;
/**
 * The error monitoring's client and its packages (features/monitoring): fetched only where the
 * deployment set a DSN, so keeping them would make every member download what most never run.
 */
const NOT_KEPT = /^monitoring(?:-vendor)?\./;
/**
 * Fixed names, kept with their content hash as revision: the page every path but `/` is served
 * (the offline answer for those pages) and its icon.
 */
const REVISIONED_FILES = ['index.html', 'favicon.svg'];

const hash = (content: Buffer | string): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

/** What the service worker of a build precaches, from the names of the files in the shell's dist. */
export function precacheManifest(
  files: readonly string[],
  read: (file: string) => Buffer,
): PrecacheManifest {
  const entries: PrecacheEntry[] = [
    ...files
      .filter((file) => HASHED_ASSET.test(file) && !NOT_KEPT.test(file))
      .map((file) => ({ url: `/${file}`, revision: null })),
    ...REVISIONED_FILES.filter((file) => files.includes(file)).map((file) => ({
      url: `/${file}`,
      revision: hash(read(file)),
    })),
  ].sort((a, b) => a.url.localeCompare(b.url));
  return { version: hash(JSON.stringify(entries)).slice(0, 8), entries };
}
