import { EMPTY_FESTIVAL_STATE, mergeFestivalState, type FestivalState } from '@yoga/shared/domain';
import type { Database, Queryable } from '../db/database';

export async function festivalProgressOf(db: Queryable, leadId: number): Promise<FestivalState> {
  const [row] = await db.query<{ state: FestivalState }>(
    `SELECT state FROM festival_progress WHERE lead_id = $1`,
    [leadId],
  );
  return row ? mergeFestivalState(EMPTY_FESTIVAL_STATE, row.state) : EMPTY_FESTIVAL_STATE;
}

/**
 * Merges what a device sends into the member's kept progress and answers the whole. The row is
 * locked while merging, so two phones syncing at once both land; nothing either had is lost.
 */
export async function mergeFestivalProgress(
  db: Database,
  leadId: number,
  sent: FestivalState,
): Promise<FestivalState> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO festival_progress (lead_id, state) VALUES ($1, $2::jsonb)
       ON CONFLICT (lead_id) DO NOTHING`,
      [leadId, JSON.stringify(EMPTY_FESTIVAL_STATE)],
    );
    const [row] = await tx.query<{ state: FestivalState }>(
      `SELECT state FROM festival_progress WHERE lead_id = $1 FOR UPDATE`,
      [leadId],
    );
    const merged = mergeFestivalState(row?.state ?? EMPTY_FESTIVAL_STATE, sent);
    await tx.query(
      `UPDATE festival_progress SET state = $2::jsonb, updated_at = now() WHERE lead_id = $1`,
      [leadId, JSON.stringify(merged)],
    );
    return merged;
  });
}
