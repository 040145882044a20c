import type { ChallengeProgram } from '@yoga/shared/models';
import type { Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';

/** A challenge with its daily live sessions, in one round trip. */
export async function findProgram(db: Queryable, id: number): Promise<ChallengeProgram | null> {
  const rows = await db.query<ChallengeProgram>(
    `SELECT c.id, c.title, c.title_hi, c.countrycode, c.timezone,
            to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
            to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
            COALESCE(
              (SELECT json_agg(json_build_object(
                 'day', s.day,
                 'batch', s.batch,
                 'title', s.title,
                 'title_hi', s.title_hi,
                 'starts_at', ${utcInstant('s.starts_at')},
                 'duration_minutes', s.duration_minutes,
                 'world_record', s.world_record,
                 'replay_url', s.replay_url,
                 'guide_url', s.guide_url) ORDER BY s.day, s.batch)
               FROM live_sessions s WHERE s.challenge_id = c.id),
              '[]'::json) AS sessions
     FROM challenges c WHERE c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
