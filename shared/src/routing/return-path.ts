/** The query parameter of `/login`, `/verify` and the join form that names where to go back to. */
export const RETURN_PATH_PARAM = 'next';

/** Longer than any page address of the site; a longer one is not ours. */
const MAX_RETURN_PATH_LENGTH = 1024;

/** A base no real address shares: only a path that stays on it is on this site. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/** The sign-in steps themselves: going back to them after signing in would go round in circles. */
const SIGN_IN_STEPS: readonly string[] = ['/login', '/verify'];

/** Server paths that are not pages: landing on JSON or a bundle after signing in helps no one. */
const NOT_PAGES: readonly string[] = ['/api', '/remotes'];

/** Control characters, spaces of any kind, and invisible format characters (zero-width, bidi). */
const CONTROL_OR_SPACE = /[\p{Cc}\p{Z}\p{Cf}]/u;

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The page to go back to after signing in, or null when `candidate` is not one of this site's own
 * pages. Only a plain path is accepted: one leading "/" (never "//", which browsers read as
 * another host), no backslash (which browsers read as "/"), no scheme, no control characters or
 * spaces, and one that still resolves to the same origin. The sign-in steps and non-page paths are
 * refused too. What is returned is the resolved path, query and fragment.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (candidate.length === 0 || candidate.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (candidate.includes('\\') || CONTROL_OR_SPACE.test(candidate)) return null;
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const { pathname } = resolved;
  // An encoded slash or backslash could be decoded into "//host" by whatever reads the path next.
  if (/^\/(%2f|%5c)/i.test(pathname)) return null;
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SIGN_IN_STEPS.includes(page) || NOT_PAGES.some((prefix) => isUnder(page, prefix))) {
    return null;
  }
  return `${pathname}${resolved.search}${resolved.hash}`;
}

/** The return path carried by a query string (`?next=/gifts`), or null. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}

/** `path` with the return path added to its query, or `path` alone when there is none to carry. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (!safe || safe === '/') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${RETURN_PATH_PARAM}=${encodeURIComponent(safe)}`;
}

/** The sign-in page, asked to come back to `returnTo` (the page the member is on). */
export const signInPath = (returnTo: string | null | undefined): string =>
  withReturnPath('/login', returnTo);
