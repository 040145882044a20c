import type { MarkableSession } from '@yoga/shared/domain';
import type { Attendance, AttendanceSource } from '@yoga/shared/models';
import type { Database, Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';
import { PREPARED } from '../db/postgres-database';

/** One member's attendance at one session, as a marking path hands it to the writer. */
export interface AttendanceMark {
  leadId: number;
  sessionId: number;
  challengeId: number;
  source: AttendanceSource;
}

/** A mark with the moment it was made, by the app's clock (which decided the session was open). */
export interface TimedMark extends AttendanceMark {
  markedAt: Date;
}

export interface SessionRow extends MarkableSession {
  id: number;
}

/** Every live session of a challenge (14 days times its batches: a few dozen rows). */
export function challengeSessions(db: Queryable, challengeId: number): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT id, day, batch, duration_minutes,
            ${utcInstant('starts_at')} AS starts_at
     FROM live_sessions WHERE challenge_id = $1 ORDER BY starts_at`,
    [challengeId],
  );
}

/**
 * How a member's totals are counted, a choice made for the planner's sake (decision 0011):
 * - `member-rows` starts from the member's own rows (a few, by the primary key's prefix) and looks
 *   up their sessions: cheapest, while statistics are current. PostgreSQL's autovacuum keeps them
 *   so. With statistics that think a member has thousands of rows it becomes a sequential scan per
 *   mark, and a batch looks costly enough for JIT compilation (~20 ms).
 * - `challenge-sessions` goes through the challenge's sessions (84 in the demo challenge), each a
 *   probe of the whole primary key, estimated at one row whatever the statistics say (`OFFSET 0`
 *   keeps the EXISTS from being turned into a hashed scan of the member's rows). PGlite runs no
 *   autovacuum, so its statistics are whatever the last ANALYZE saw: this is the plan it gets.
 */
export type TotalsPlan = 'member-rows' | 'challenge-sessions';

export const totalsPlanOf = (db: Queryable): TotalsPlan =>
  (db as Partial<Pick<Database, 'kind'>>).kind === 'postgres'
    ? 'member-rows'
    : 'challenge-sessions';

export interface RecordedAttendance extends Attendance {
  lead_id: number;
  session_id: number;
}

/**
 * Records several members' marks in one statement (marking again changes nothing) and answers
 * each mark's totals in its challenge, in one round trip: the attendance writer's group commit.
 *
 * Rows are inserted in (lead, session) order, so two batches that share rows (two processes) lock
 * them in the same order and cannot deadlock. The statement's snapshot shows neither the rows this
 * insert writes nor those of a concurrent mark it waited for, yet both exist once it is done; so a
 * member's sessions are counted as those already read plus every session this batch marks for
 * them. A member marking two batches at once gets the same totals for both: both marks are in.
 * Marks must be distinct by (lead, session). See `TotalsPlan` for how the totals are counted.
 */
export async function recordAttendanceBatch(
  db: Queryable,
  marks: readonly TimedMark[],
  plan: TotalsPlan = totalsPlanOf(db),
): Promise<RecordedAttendance[]> {
  return db.query<RecordedAttendance>(
    `WITH input AS (
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::timestamptz[])
         AS m (lead_id, session_id, challenge_id, source, marked_at)),
     marked AS (
       INSERT INTO attendance (lead_id, session_id, source, marked_at)
       SELECT lead_id, session_id, source, marked_at FROM input ORDER BY lead_id, session_id
       ON CONFLICT (lead_id, session_id) DO NOTHING),
     by_lead AS (SELECT lead_id, array_agg(session_id) AS marked FROM input GROUP BY lead_id)
     SELECT i.lead_id, i.session_id, t.total_attendance, t.total_attended_days
     FROM input i JOIN by_lead b ON b.lead_id = i.lead_id
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS total_attendance, count(DISTINCT s.day)::int AS total_attended_days
       ${
         plan === 'member-rows'
           ? `FROM (SELECT a.session_id FROM attendance a WHERE a.lead_id = i.lead_id
                   UNION SELECT unnest(b.marked)) x
              JOIN live_sessions s ON s.id = x.session_id
              WHERE s.challenge_id = i.challenge_id`
           : `FROM live_sessions s
              WHERE s.challenge_id = i.challenge_id
                AND (s.id = ANY (b.marked)
                     OR EXISTS (SELECT FROM attendance a
                                WHERE a.lead_id = i.lead_id AND a.session_id = s.id OFFSET 0))`
       }
     ) t`,
    [
      marks.map((mark) => mark.leadId),
      marks.map((mark) => mark.sessionId),
      marks.map((mark) => mark.challengeId),
      marks.map((mark) => mark.source),
      marks.map((mark) => mark.markedAt.toISOString()),
    ],
  );
}

/** An ops correction of one session's attendance of a member, with why. */
export interface AttendanceCorrection {
  leadId: number;
  sessionId: number;
  challengeId: number;
  attended: boolean;
  reason: string;
  /** Who in ops made it (`opsActor`). */
  actor: string;
}

/**
 * Adds or removes the attendance and keeps why in the audit table, in one statement, so the audit
 * never says something the attendance does not. An added mark is from `markedAt`.
 */
export async function correctAttendance(
  db: Queryable,
  correction: AttendanceCorrection,
  markedAt: Date,
): Promise<void> {
  const audit = `WITH audit AS (
      INSERT INTO attendance_corrections (lead_id, session_id, attended, reason, actor)
      VALUES ($1, $2, $3, $4, $5))`;
  const params = [
    correction.leadId,
    correction.sessionId,
    correction.attended,
    correction.reason,
    correction.actor,
  ];
  if (correction.attended) {
    await db.query(
      `${audit}
       INSERT INTO attendance (lead_id, session_id, source, marked_at) VALUES ($1, $2, 'ops', $6)
       ON CONFLICT (lead_id, session_id) DO NOTHING`,
      [...params, markedAt.toISOString()],
    );
  } else {
    await db.query(
      `${audit} DELETE FROM attendance WHERE lead_id = $1 AND session_id = $2`,
      params,
    );
  }
}

export const totalsKey = (leadId: number, challengeId: number) => `${leadId}:${challengeId}`;

/** Several members' attendance, each in one challenge, in one query; by `totalsKey`. */
export async function attendanceTotalsOf(
  db: Queryable,
  members: readonly { leadId: number; challengeId: number }[],
): Promise<Map<string, Attendance>> {
  const rows = await db.query<Attendance & { lead_id: number; challenge_id: number }>(
    `SELECT m.lead_id, m.challenge_id, t.total_attendance, t.total_attended_days
     FROM unnest($1::int[], $2::int[]) AS m (lead_id, challenge_id)
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS total_attendance, count(DISTINCT s.day)::int AS total_attended_days
       ${
         totalsPlanOf(db) === 'member-rows'
           ? `FROM attendance a JOIN live_sessions s ON s.id = a.session_id
              WHERE a.lead_id = m.lead_id AND s.challenge_id = m.challenge_id`
           : `FROM live_sessions s
              WHERE s.challenge_id = m.challenge_id
                AND EXISTS (SELECT FROM attendance a
                            WHERE a.lead_id = m.lead_id AND a.session_id = s.id OFFSET 0)`
       }
     ) t`,
    [members.map((member) => member.leadId), members.map((member) => member.challengeId)],
  );
  return new Map(
    rows.map((row) => [
      totalsKey(row.lead_id, row.challenge_id),
      { total_attendance: row.total_attendance, total_attended_days: row.total_attended_days },
    ]),
  );
}

/** What marking needs of a member: who they are, and the challenge they are in. */
export interface MarkingMember {
  id: number;
  active_challenge_id: number | null;
}

/** Members by slug, many in one query (the marking path's batched lookup). */
export async function markingMembersBySlug(
  db: Queryable,
  slugs: string[],
): Promise<Map<string, MarkingMember>> {
  const rows = await db.query<MarkingMember & { slug: string }>(
    `${PREPARED}SELECT id, slug, active_challenge_id FROM leads WHERE slug = ANY($1::text[])`,
    [slugs],
  );
  return new Map(
    rows.map((row) => [row.slug, { id: row.id, active_challenge_id: row.active_challenge_id }]),
  );
}
