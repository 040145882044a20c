import type { MemberOpsActionEntry } from '@yoga/shared/schemas';
import type { Database, Queryable } from '../db/database';
import type { OpsChange } from '../security/caller';

/** The member data ops may change through the member's own routes (migration 028). */
export type OpsChangeAction = 'profile_changed' | 'address_changed' | 'live_preferences_changed';

export interface MemberChange<T> {
  leadId: number;
  /** Who in ops changes it and why, or null for the member's own change (not an ops action). */
  ops: OpsChange | null;
  action: OpsChangeAction;
  /** The data as it is, read under the member's lock. */
  read: (tx: Queryable) => Promise<unknown>;
  change: (tx: Queryable) => Promise<T | null>;
}

/**
 * Makes a change to a member's data; when ops make it, the change and its record (who, why,
 * before and after) are one transaction, so neither is kept without the other. The member's row
 * is locked first, so the "before" is what the change replaced.
 */
export async function changeMemberData<T>(
  db: Database,
  change: MemberChange<T>,
): Promise<T | null> {
  const { ops } = change;
  if (ops === null) return change.change(db);
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM leads WHERE id = $1 FOR UPDATE', [change.leadId]);
    const before = await change.read(tx);
    const after = await change.change(tx);
    if (after === null) return null;
    await tx.query(
      `INSERT INTO member_ops_events (lead_id, action, actor, reason, before, after)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        change.leadId,
        change.action,
        ops.actor,
        ops.reason,
        JSON.stringify(before),
        JSON.stringify(after),
      ],
    );
    return after;
  });
}

/**
 * A member's phone number shown whole to an ops person, kept with who and why in the same
 * statement (the member reads it among the team's actions); null when there is no such member.
 */
export async function revealMemberPhone(
  db: Queryable,
  leadId: number,
  ops: OpsChange,
): Promise<string | null> {
  const [lead] = await db.query<{ phone_number: string }>(
    `WITH lead AS (SELECT id, phone_number FROM leads WHERE id = $1),
     kept AS (
       INSERT INTO member_ops_events (lead_id, action, actor, reason, before, after)
       SELECT id, 'phone_revealed', $2, $3, NULL, '{"shown": "phone_number"}'::jsonb FROM lead
     )
     SELECT phone_number FROM lead`,
    [leadId, ops.actor, ops.reason],
  );
  return lead?.phone_number ?? null;
}

interface OpsActionRow {
  action: MemberOpsActionEntry['action'];
  reason: string | null;
  day: number | null;
  at: string | Date;
}

/** Records left by ops: a person (`ops:<id>`) or the deployment's token (`ops`). */
const byOps = (column: string) => `(${column} = 'ops' OR ${column} LIKE 'ops:%')`;

/** The most a member's list shows; the data download holds every record. */
const HISTORY_LIMIT = 200;

/**
 * Everything ops did with a member's data, newest first, from each ops record: the member reads
 * it in their account. The system's own holds of a referral are not ops actions.
 */
export async function memberOpsHistory(
  db: Queryable,
  leadId: number,
): Promise<MemberOpsActionEntry[]> {
  const rows = await db.query<OpsActionRow>(
    `SELECT * FROM (
       SELECT CASE WHEN c.attended THEN 'attendance_marked' ELSE 'attendance_unmarked' END
                AS action, c.reason, s.day::int AS day, c.corrected_at AS at
       FROM attendance_corrections c JOIN live_sessions s ON s.id = c.session_id
       WHERE c.lead_id = $1
       UNION ALL
       SELECT 'referral_' || decision, reason, NULL, decided_at FROM referral_reviews
       WHERE lead_id = $1 AND ${byOps('decided_by')}
       UNION ALL
       SELECT 'gift_' || e.event, NULL, NULL, e.at
       FROM gift_events e JOIN member_gifts g ON g.id = e.gift_id
       WHERE g.lead_id = $1 AND ${byOps('e.actor')}
       UNION ALL
       SELECT 'certificate_' || e.action, e.reason, NULL, e.at
       FROM certificate_events e JOIN certificates c ON c.id = e.certificate_id
       WHERE c.lead_id = $1 AND ${byOps('e.actor')} AND e.action IN ('corrected', 'revoked')
       UNION ALL
       SELECT action, reason, NULL, at FROM member_ops_events WHERE lead_id = $1
     ) history
     ORDER BY at DESC
     LIMIT ${HISTORY_LIMIT}`,
    [leadId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
