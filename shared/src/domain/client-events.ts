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
/** The largest number a property may hold, either way from zero. */
export const CLIENT_LOG_MAX_NUMBER = 1e9;
export const CLIENT_LOG_MAX_PATH = 300;
export const CLIENT_LOG_MAX_PAGE_NAME = 60;
/** An event's name and its properties' keys: `page_view`, `video_play`… */
export const CLIENT_LOG_NAME_PATTERN = '^[a-z][a-z0-9_]{0,39}$';
/** The device and client-session ids (UUIDs today). */
export const CLIENT_LOG_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
/** A page: a path of this site, no space in it. */
export const CLIENT_LOG_PATH_PATTERN = '^/\\S*$';

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
