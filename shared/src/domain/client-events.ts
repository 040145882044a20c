/**
 * Analytics events the browser sends to spec section 7's `internal/logs` (decision 0046): the
 * limits both sides keep, and the pages where nothing is ever recorded.
 */

/** The most events one batch carries; the browser sends a full batch at once. */
export const CLIENT_LOG_MAX_EVENTS = 50;
/** The most extra properties one event carries, each a short text, a number or a yes/no. */
export const CLIENT_LOG_MAX_PROPERTIES = 12;
/** The longest text property; the browser shortens longer ones rather than lose the event. */
export const CLIENT_LOG_MAX_TEXT = 200;

/**
 * Pages where nothing is ever recorded, with every path under them: the kids camp's pages are
 * used for children, who are never tracked (decision 0045). The browser records nothing there and
 * the server drops any event that names one.
 */
export const UNTRACKED_PATHS = ['/kidscamp'] as const;

/** Whether `path` (a pathname, with or without a query) is one where nothing is recorded. */
export function isUntrackedPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return UNTRACKED_PATHS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}
