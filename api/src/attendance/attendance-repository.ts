import type { MarkableSession } from '@yoga/shared/domain';
import type { Attendance } from '@yoga/shared/models';
import type { AttendanceMark } from './attendance-writer';
import type { Queryable } from '../db/database';

export interface SessionRow extends MarkableSession {
  id: number;
}

/** Every live session of a challenge (14 days times its batches: a few dozen rows). */
export function challengeSessions(db: Queryable, challengeId: number): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT id, day, batch, duration_minutes,
            to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at
     FROM live_sessions WHERE challenge_id = $1 ORDER BY starts_at`,
    [challengeId],
  );
}

/**
 * Records that a member attended a session (marking it again changes nothing) and answers their
 * totals in the challenge, in one round trip. The statement's snapshot may not show the row yet:
 * written by this insert, or by a concurrent mark the insert waited for. Either way it exists
 * once the insert is done, so the session is counted by its id.
 */
export async function recordAttendance(
  db: Queryable,
  mark: AttendanceMark,
): Promise<Attendance> {
  const rows = await db.query<Attendance>(
    `WITH marked AS (
       INSERT INTO attendance (lead_id, session_id, source) VALUES ($1, $2, $3)
       ON CONFLICT (lead_id, session_id) DO NOTHING)
     SELECT count(*)::int AS total_attendance, count(DISTINCT s.day)::int AS total_attended_days
     FROM (SELECT session_id FROM attendance WHERE lead_id = $1 UNION SELECT $2::int) a
     JOIN live_sessions s ON s.id = a.session_id
     WHERE s.challenge_id = $4`,
    [mark.leadId, mark.sessionId, mark.source, mark.challengeId],
  );
  return rows[0] ?? { total_attendance: 0, total_attended_days: 0 };
}

/** A member's attendance in one challenge: sessions, and the days they fall on. */
export async function attendanceTotals(
  db: Queryable,
  leadId: number,
  challengeId: number | null,
): Promise<Attendance> {
  if (challengeId === null) return { total_attendance: 0, total_attended_days: 0 };
  const rows = await db.query<Attendance>(
    `SELECT count(*)::int AS total_attendance, count(DISTINCT s.day)::int AS total_attended_days
     FROM attendance a JOIN live_sessions s ON s.id = a.session_id
     WHERE a.lead_id = $1 AND s.challenge_id = $2`,
    [leadId, challengeId],
  );
  return rows[0] ?? { total_attendance: 0, total_attended_days: 0 };
}
