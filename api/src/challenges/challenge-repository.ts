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

/** The days of a challenge's phases (spec section 4), as ops set them. */
export type ChallengePhaseDates = Pick<
  UserChallenge,
  | 'referral_start_date'
  | 'referral_end_date'
  | 'feedback_start_date'
  | 'payment_start_date'
  | 'voucher_generation_date'
  | 'voucher_expiry_date'
>;

/** Sets all six phase days of a challenge; null when there is no challenge by that id. */
export async function setChallengePhases(
  db: Queryable,
  id: number,
  phases: ChallengePhaseDates,
): Promise<UserChallenge | null> {
  const rows = await db.query<UserChallenge>(
    `UPDATE challenges SET referral_start_date = $2::date, referral_end_date = $3::date,
       feedback_start_date = $4::date, payment_start_date = $5::date,
       voucher_generation_date = $6::date, voucher_expiry_date = $7::date
     WHERE id = $1 RETURNING ${USER_CHALLENGE_COLUMNS}`,
    [
      id,
      phases.referral_start_date,
      phases.referral_end_date,
      phases.feedback_start_date,
      phases.payment_start_date,
      phases.voucher_generation_date,
      phases.voucher_expiry_date,
    ],
  );
  return rows[0] ?? null;
}
