const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * How long to wait before sending progress again after `failures` failed tries in a row: 5 s,
 * 15 s, 45 s… up to 5 minutes, so a phone on a bad network is not kept busy, and a moment's
 * hiccup is mended quickly.
 */
export const retryDelayMs = (failures: number) =>
  Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, failures), LONGEST_RETRY_MS);

/**
 * Whether a failed save may succeed later: no answer at all (offline), a server error, a timeout
 * or too many requests. Any other 4xx (signed out, refused) will be refused again.
 */
export function isWorthRetrying(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 408 || status === 429;
}
