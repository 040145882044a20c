import type { Queryable } from '../db/database';
import type { ActiveChallengeRow, UserChallengeRow } from './challenge-schemas';

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

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;

/** One challenge with the dates of its phases, or null when there is none by that id. */
export async function findUserChallenge(
  db: Queryable,
  id: number,
): Promise<UserChallengeRow | null> {
  const rows = await db.query<UserChallengeRow>(
    `SELECT id, title, countrycode, timezone, ${[
      'start_date',
      'end_date',
      'referral_start_date',
      'referral_end_date',
      'feedback_start_date',
      'payment_start_date',
      'voucher_generation_date',
      'voucher_expiry_date',
    ]
      .map(day)
      .join(', ')}
     FROM challenges WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
