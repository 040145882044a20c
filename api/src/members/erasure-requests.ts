import type { ErasureRequestState, OpsErasure } from '@yoga/shared/schemas';
import type { Queryable } from '../db/database';

interface ErasureRequestRow {
  id: number;
  lead_id: number;
  requested_at: Date;
  erase_after: Date;
  cancelled_at: Date | null;
  erased_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

// Open requests by their due time (the partial index `erasure_requests_due`); closed ones newest
// first, since support look back at what just happened.
const LISTS: Record<ErasureRequestState, string> = {
  open: 'cancelled_at IS NULL AND erased_at IS NULL ORDER BY erase_after, id',
  erased: 'erased_at IS NOT NULL ORDER BY erased_at DESC, id DESC',
  cancelled: 'cancelled_at IS NOT NULL ORDER BY cancelled_at DESC, id DESC',
};

/** Support's list of erasure requests in one state, with the open ones past their time flagged. */
export async function erasureRequests(
  db: Queryable,
  status: ErasureRequestState,
  limit: number,
  now: Date,
): Promise<OpsErasure[]> {
  const rows = await db.query<ErasureRequestRow>(
    `SELECT id, lead_id, requested_at, erase_after, cancelled_at, erased_at
     FROM erasure_requests WHERE ${LISTS[status]} LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    lead_id: row.lead_id,
    requested_at: new Date(row.requested_at).toISOString(),
    erase_after: new Date(row.erase_after).toISOString(),
    cancelled_at: iso(row.cancelled_at),
    erased_at: iso(row.erased_at),
    overdue: !row.cancelled_at && !row.erased_at && new Date(row.erase_after) <= now,
  }));
}
