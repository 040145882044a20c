import { createTtlCache } from '../cache/ttl-cache';
import type { ActiveChallenge } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { findActiveChallenge } from './challenge-repository';

/** The home page asks for this on every visit; a count two seconds old reads the same to a person. */
export const ACTIVE_CHALLENGE_TTL_MS = 2000;

const NONE = Symbol('no active challenge');

export interface ActiveChallengeCache {
  find(countrycode: string): Promise<ActiveChallenge | null>;
  /** After an enrolment changed a count: later reads in this process ask the database again. */
  forgetAll(): void;
}

/**
 * Caches each country's active challenge briefly, with one database query per country at a time
 * however many requests arrive together (a live session start brings tens of thousands). Another
 * API process may still answer a count up to the time to live old.
 *
 * Forgetting keeps the query in flight for the readers waiting on it (a join spike is when the
 * card is read most): they get its answer, later readers share one new query, so each enrolment
 * costs at most one extra query per country.
 */
export function createActiveChallengeCache(
  db: Queryable,
  clock: () => Date,
  ttl = ACTIVE_CHALLENGE_TTL_MS,
): ActiveChallengeCache {
  const cache = createTtlCache<string, ActiveChallenge | typeof NONE>(clock, {
    max: 300,
    ttl,
    fetchMethod: async (countrycode) => (await findActiveChallenge(db, countrycode)) ?? NONE,
  });
  return {
    async find(countrycode) {
      const value = await cache.fetch(countrycode);
      return value === NONE || value === undefined ? null : value;
    },
    forgetAll: () => cache.clear(),
  };
}
