/**
 * Route paths are written as react-router patterns (`/certificate/:id`). One matcher for the
 * server's 404s, single-spa's activity, the paid redirect and the season pages, so they never
 * disagree about who owns a path. Exact and case-sensitive: the spec names `/Diwali`, and
 * `/diwali` or `/live/extra` belong to no page.
 */

const PARAMETER = /^(:[A-Za-z][A-Za-z0-9_]*|\[[^\]/]+\])$/;

/** `/certificate/:id` and the spec's `/certificate/[slug]` have the same shape: `/certificate/:`. */
export function routeShape(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (PARAMETER.test(segment) ? ':' : segment))
    .join('/');
}

const matchers = new Map<string, RegExp>();

function matcherOf(pattern: string): RegExp {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    const body = routeShape(pattern)
      .replace(/\/$/, '')
      .split('/')
      .map((segment) =>
        segment === ':' ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    // A trailing slash is the same page, as the browser router treats it.
    matcher = body === '' ? /^\/$/ : new RegExp(`^${body}/?$`);
    matchers.set(pattern, matcher);
  }
  return matcher;
}

/** Whether `pathname` (no query, not decoded) is the page of `pattern`. */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  return matcherOf(pattern).test(pathname);
}
