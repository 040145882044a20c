import type { Queryable } from '../db/database';
import type { ActiveChallengeRow } from './challenge-schemas';

const CHALLENGE_COLUMNS = `id, title, countrycode, totalregisteration, timezone,
  to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date`;

/** Not yet ended, judged by the calendar day in each challenge's own time zone. */
const NOT_ENDED = `end_date >= (now() AT TIME ZONE timezone)::date`;

/**
 * The challenge a country's members join now: the one running today, otherwise the next to start.
 */
export async function findActiveChallenge(
  db: Queryable,
  countrycode: string,
): Promise<ActiveChallengeRow | null> {
  const rows = await db.query<ActiveChallengeRow>(
    `SELECT ${CHALLENGE_COLUMNS} FROM challenges
     WHERE countrycode = $1 AND ${NOT_ENDED}
     ORDER BY start_date, id LIMIT 1`,
    [countrycode],
  );
  return rows[0] ?? null;
}

/** Every challenge that has not ended, in any country, oldest id first. */
export function listActiveChallenges(db: Queryable): Promise<ActiveChallengeRow[]> {
  return db.query<ActiveChallengeRow>(
    `SELECT ${CHALLENGE_COLUMNS} FROM challenges WHERE ${NOT_ENDED} ORDER BY id`,
  );
}
