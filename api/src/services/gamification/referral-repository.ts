import type { Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import type { Referral } from './referral-schemas';

export interface ReferralPage {
  data: Referral[];
  total: number;
}

/** The people a member invited, newest first; only what the inviter already knows (names). */
export async function listReferrals(
  db: Queryable,
  leadId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<ReferralPage> {
  const [rows, [count]] = await Promise.all([
    db.query<Referral>(
      `SELECT name, active_challenge_id IS NOT NULL AS joined,
              ${utcInstant('created_at')} AS referred_at
       FROM leads WHERE referred_by = $1
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [leadId, limit, offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM leads WHERE referred_by = $1', [
      leadId,
    ]),
  ]);
  return { data: rows, total: count?.total ?? 0 };
}
