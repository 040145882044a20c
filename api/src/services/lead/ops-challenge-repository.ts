import type { OpsChallenges } from '@yoga/shared/schemas';
import type { Queryable } from '../../db/database';
import { calendarDayColumn } from '../../db/sql-instant';

/** A season has a handful of challenges; the list stops long before it could weigh anything. */
const CHALLENGES_LISTED = 200;

/** Every challenge, the latest start first, with how many sessions (days × batches) it has. */
export function listChallenges(db: Queryable): Promise<OpsChallenges> {
  return db.query(
    `SELECT c.id, c.title, c.title_hi, c.countrycode, c.timezone,
            ${calendarDayColumn('start_date')}, ${calendarDayColumn('end_date')},
            (SELECT count(*)::int FROM live_sessions s WHERE s.challenge_id = c.id) AS sessions
     FROM challenges c ORDER BY c.start_date DESC, c.id DESC LIMIT ${CHALLENGES_LISTED}`,
  );
}
