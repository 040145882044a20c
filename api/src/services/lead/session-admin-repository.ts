import type { Database, Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import type { AdminSessionRow, SessionInputRow } from './session-admin-schemas';

const ADMIN_COLUMNS = `id, day, batch, title, title_hi,
  ${utcInstant('starts_at')} AS starts_at,
  duration_minutes, zoom_url, zoom_capacity, zoom_joins, youtube_url, replay_url, guide_url,
  world_record`;

export function adminSessions(db: Queryable, challengeId: number): Promise<AdminSessionRow[]> {
  return db.query<AdminSessionRow>(
    `SELECT ${ADMIN_COLUMNS} FROM live_sessions WHERE challenge_id = $1 ORDER BY day, batch`,
    [challengeId],
  );
}

/**
 * Creates or replaces one day's one batch. A challenge has one world-record attempt, so marking
 * this one moves the mark here. Seats already taken in the Zoom meeting are kept.
 */
export async function putSession(
  db: Database,
  slot: { challengeId: number; day: number; batch: number },
  input: SessionInputRow,
): Promise<AdminSessionRow | null> {
  return db.transaction(async (tx) => {
    const [challenge] = await tx.query('SELECT id FROM challenges WHERE id = $1 FOR UPDATE', [
      slot.challengeId,
    ]);
    if (!challenge) return null;
    if (input.world_record) {
      await tx.query(
        `UPDATE live_sessions SET world_record = false
         WHERE challenge_id = $1 AND world_record AND NOT (day = $2 AND batch = $3)`,
        [slot.challengeId, slot.day, slot.batch],
      );
    }
    const [row] = await tx.query<AdminSessionRow>(
      `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes,
         zoom_url, zoom_capacity, youtube_url, replay_url, guide_url, world_record, title_hi)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (challenge_id, day, batch) DO UPDATE SET
         title = EXCLUDED.title, title_hi = EXCLUDED.title_hi, starts_at = EXCLUDED.starts_at,
         duration_minutes = EXCLUDED.duration_minutes, zoom_url = EXCLUDED.zoom_url,
         zoom_capacity = EXCLUDED.zoom_capacity, youtube_url = EXCLUDED.youtube_url,
         replay_url = EXCLUDED.replay_url, guide_url = EXCLUDED.guide_url,
         world_record = EXCLUDED.world_record
       RETURNING ${ADMIN_COLUMNS}`,
      [
        slot.challengeId,
        slot.day,
        slot.batch,
        input.title,
        input.starts_at,
        input.duration_minutes,
        input.zoom_url ?? null,
        input.zoom_capacity,
        input.youtube_url ?? null,
        input.replay_url ?? null,
        input.guide_url ?? null,
        input.world_record ?? false,
        input.title_hi,
      ],
    );
    return row ?? null;
  });
}

export async function deleteSession(
  db: Queryable,
  slot: { challengeId: number; day: number; batch: number },
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM live_sessions WHERE challenge_id = $1 AND day = $2 AND batch = $3 RETURNING id',
    [slot.challengeId, slot.day, slot.batch],
  );
  return rows.length > 0;
}
