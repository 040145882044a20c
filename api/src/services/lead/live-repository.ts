import type {
  JoinLinkKind,
  LeadAttendance,
  LivePreferences,
  WorldRecordAttendance,
} from '@yoga/shared/models';
import type { Database, Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import { joinedDay } from '../../members/enrolment-repository';

export interface SessionLinks {
  zoom_url: string | null;
  youtube_url: string | null;
}

/**
 * The link a member is sent to for a session: the Zoom meeting while it has seats, then the
 * YouTube stream. A member joining again gets the link they got the first time (and takes no
 * second seat), so a retry or a double tap answers the same. The seat counter is one row per
 * session; once it is full the update matches nothing and takes no lock, so the crowd after the
 * first thousand does not queue on it.
 */
export async function joinLink(
  db: Database,
  leadId: number,
  sessionId: number,
): Promise<{ link: JoinLinkKind; url: string } | null> {
  return db.transaction(async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO session_joins (lead_id, session_id, link) VALUES ($1, $2, 'youtube')
       ON CONFLICT (lead_id, session_id) DO NOTHING RETURNING lead_id`,
      [leadId, sessionId],
    );
    if (fresh.length > 0) {
      await tx.query(
        `WITH seat AS (
           UPDATE live_sessions SET zoom_joins = zoom_joins + 1
           WHERE id = $2 AND zoom_url IS NOT NULL AND zoom_joins < zoom_capacity RETURNING id)
         UPDATE session_joins SET link = 'zoom'
         WHERE lead_id = $1 AND session_id = $2 AND EXISTS (SELECT 1 FROM seat)`,
        [leadId, sessionId],
      );
    }
    const [row] = await tx.query<{ link: JoinLinkKind; url: string | null }>(
      `SELECT j.link, CASE j.link WHEN 'zoom' THEN s.zoom_url ELSE s.youtube_url END AS url
       FROM session_joins j JOIN live_sessions s ON s.id = j.session_id
       WHERE j.lead_id = $1 AND j.session_id = $2`,
      [leadId, sessionId],
    );
    return row?.url ? { link: row.link, url: row.url } : null;
  });
}

/** Every session a member attended in a challenge, earliest first, with their totals. */
export async function leadAttendance(
  db: Queryable,
  leadId: number,
  challengeId: number | null,
): Promise<LeadAttendance> {
  const sessions =
    challengeId === null
      ? []
      : await db.query<LeadAttendance['sessions'][number]>(
          `SELECT s.day, s.batch, a.source,
                  ${utcInstant('a.marked_at', 'micros')} AS marked_at
           FROM attendance a JOIN live_sessions s ON s.id = a.session_id
           WHERE a.lead_id = $1 AND s.challenge_id = $2
           ORDER BY s.day, s.starts_at`,
          [leadId, challengeId],
        );
  return {
    challenge_id: challengeId,
    joined_day: challengeId === null ? null : await joinedDay(db, leadId, challengeId),
    total_attendance: sessions.length,
    total_attended_days: new Set(sessions.map((session) => session.day)).size,
    sessions,
  };
}

export async function worldRecordAttendance(
  db: Queryable,
  leadId: number,
  challengeId: number | null,
): Promise<WorldRecordAttendance> {
  const [row] =
    challengeId === null
      ? []
      : await db.query<{
          day: number;
          batch: number;
          title: string;
          title_hi: string | null;
          starts_at: string;
          marked_at: string | null;
        }>(
          `SELECT s.day, s.batch, s.title, s.title_hi,
                  ${utcInstant('s.starts_at')} AS starts_at,
                  ${utcInstant('a.marked_at', 'micros')} AS marked_at
           FROM live_sessions s
           LEFT JOIN attendance a ON a.session_id = s.id AND a.lead_id = $1
           WHERE s.challenge_id = $2 AND s.world_record`,
          [leadId, challengeId],
        );
  if (!row) return { session: null, attended: false, marked_at: null };
  const { marked_at, ...session } = row;
  return { session, attended: marked_at !== null, marked_at };
}

export async function livePreferences(
  db: Queryable,
  leadId: number,
): Promise<LivePreferences | null> {
  const [row] = await db.query<LivePreferences>(
    'SELECT preferred_batch, reminder FROM leads WHERE id = $1',
    [leadId],
  );
  return row ?? null;
}

/**
 * Changes what the update names. A reminder needs a batch to go before, so a change that would
 * leave one on without a batch changes nothing and answers null.
 */
export async function updateLivePreferences(
  db: Queryable,
  leadId: number,
  update: Partial<LivePreferences>,
): Promise<LivePreferences | null> {
  const [row] = await db.query<LivePreferences>(
    `UPDATE leads SET
       preferred_batch = CASE WHEN $2 THEN $3::smallint ELSE preferred_batch END,
       reminder = COALESCE($4, reminder)
     WHERE id = $1
       AND (CASE WHEN $2 THEN $3::smallint ELSE preferred_batch END IS NOT NULL
            OR NOT COALESCE($4, reminder))
     RETURNING preferred_batch, reminder`,
    [leadId, 'preferred_batch' in update, update.preferred_batch ?? null, update.reminder ?? null],
  );
  return row ?? null;
}

/** Counts a member opening a day's replay or guide (first time and how often). */
export async function trackResource(
  db: Queryable,
  open: { leadId: number; challengeId: number; day: number; kind: 'replay' | 'guide' },
): Promise<void> {
  await db.query(
    `INSERT INTO resource_opens (lead_id, challenge_id, day, kind) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lead_id, challenge_id, day, kind)
       DO UPDATE SET opens = resource_opens.opens + 1`,
    [open.leadId, open.challengeId, open.day, open.kind],
  );
}
