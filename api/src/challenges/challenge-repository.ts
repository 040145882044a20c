import type { ActiveChallenge, UserChallenge } from '@yoga/shared/models';
import { UserChallengeBody } from '@yoga/shared/schemas';
import type { Queryable } from '../db/database';
import { calendarDayColumn as day } from '../db/sql-instant';

const CHALLENGE_COLUMNS = `id, title, title_hi, countrycode, totalregisteration, timezone,
  ${day('start_date')}, ${day('end_date')}`;

/** The user challenge's columns, read off its schema: every `…_date` field is a calendar day. */
const USER_CHALLENGE_COLUMNS = Object.keys(UserChallengeBody.properties)
  .map((field) => (field.endsWith('_date') ? day(field) : field))
  .join(', ');

/** Not yet ended, judged by the calendar day in each challenge's own time zone. */
const NOT_ENDED = `end_date >= (now() AT TIME ZONE timezone)::date`;

/**
 * The challenge a country's members join now: the one running today, otherwise the next to start.
 */
export async function findActiveChallenge(
  db: Queryable,
  countrycode: string,
): Promise<ActiveChallenge | null> {
  const rows = await db.query<ActiveChallenge>(
    `SELECT ${CHALLENGE_COLUMNS} FROM challenges
     WHERE countrycode = $1 AND ${NOT_ENDED}
     ORDER BY start_date, id LIMIT 1`,
    [countrycode],
  );
  return rows[0] ?? null;
}

/** Every challenge that has not ended, in any country, oldest id first. */
export function listActiveChallenges(db: Queryable): Promise<ActiveChallenge[]> {
  return db.query<ActiveChallenge>(
    `SELECT ${CHALLENGE_COLUMNS} FROM challenges WHERE ${NOT_ENDED} ORDER BY id`,
  );
}

/** One challenge with the dates of its phases, or null when there is none by that id. */
export async function findUserChallenge(db: Queryable, id: number): Promise<UserChallenge | null> {
  const rows = await db.query<UserChallenge>(
    `SELECT ${USER_CHALLENGE_COLUMNS} FROM challenges WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
