import { createTtlCache } from '../cache/ttl-cache';
import type { Queryable } from '../db/database';
import { challengeSessions, type SessionRow } from './attendance-repository';

/**
 * A challenge's sessions change when ops edit them, a few times a challenge; they are read on
 * every mark, tens of thousands a minute when a batch starts. Another process sees an edit within
 * this time.
 */
export const SESSIONS_TTL_MS = 10_000;

export interface SessionCache {
  of(challengeId: number): Promise<SessionRow[]>;
  /** After ops edit a challenge's sessions: this process reads them afresh at once. */
  forget(challengeId: number): void;
}

/** Each challenge's sessions, read once per time to live however many marks arrive together. */
export function createSessionCache(
  db: Queryable,
  clock: () => Date,
  ttl = SESSIONS_TTL_MS,
): SessionCache {
  const cache = createTtlCache<number, SessionRow[]>(clock, {
    max: 200,
    ttl,
    fetchMethod: (challengeId) => challengeSessions(db, challengeId),
  });
  return {
    async of(challengeId) {
      return (await cache.fetch(challengeId)) ?? [];
    },
    forget(challengeId) {
      cache.delete(challengeId);
    },
  };
}
