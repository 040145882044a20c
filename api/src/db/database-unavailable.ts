/**
 * The database cannot be reached right now (refused, reset, timed out, shutting down, or closed).
 * The API answers 503 with Retry-After: the request was fine and may succeed in a moment.
 */
export class DatabaseUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`database unavailable: ${reason}`);
  }
}

/** Socket errors of a lost or unreachable server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs that mean the server, not the statement, is the problem: class 08 (connection
 * exception), shutting down or starting up (57P01-57P03), too many connections (53300).
 */
const SERVER_STATES = /^(08|57P0[123]$|53300$)/;

/** What pg and PGlite say when a connection is gone without an error code. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i;

/** The reason the database is unreachable, or null when the error is about the query itself. */
export function unavailableReason(error: unknown): string | null {
  // Read by shape, not `instanceof Error`: socket errors may come from another realm (a VM
  // context, as under Jest), where that check fails.
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) {
    return code;
  }
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return message;
  return null;
}

/** Runs a database call, turning a lost connection into DatabaseUnavailable. */
export async function whileReachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const reason = unavailableReason(error);
    throw reason === null ? error : new DatabaseUnavailable(reason);
  }
}
