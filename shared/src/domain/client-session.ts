/** Spec section 9: a client session id is valid for 15 minutes. */
export const SESSION_ID_TTL_MS = 900_000;

export interface StoredSessionId {
  id: string;
  createdAt: number;
}

export function isSessionIdValid(stored: StoredSessionId | null, now: number): boolean {
  return stored !== null && now >= stored.createdAt && now - stored.createdAt < SESSION_ID_TTL_MS;
}

/** Parses what local storage holds; anything unreadable counts as no session id. */
export function readStoredSessionId(raw: string | null): StoredSessionId | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as StoredSessionId).id === 'string' &&
      typeof (value as StoredSessionId).createdAt === 'number'
    ) {
      return value as StoredSessionId;
    }
  } catch {
    // fall through
  }
  return null;
}
