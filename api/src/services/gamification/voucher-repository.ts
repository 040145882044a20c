import type { Voucher } from '@yoga/shared/models';
import type { Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import { VOUCHER_EXPIRES_SQL, VOUCHER_LAST_DAY_SQL } from '../../payments/voucher-expiry';

/**
 * A member's vouchers, the current one first: valid before expired, then newest. A voucher
 * expires at the end of its challenge's voucher_expiry_date in the challenge's zone.
 */
export function memberVouchers(db: Queryable, leadId: number, now: Date): Promise<Voucher[]> {
  return db.query<Voucher>(
    `SELECT v.code, v.challenge_id, ${utcInstant('v.issued_at')} AS issued_at,
            ${utcInstant('e.expires')} AS expires_at, ${VOUCHER_LAST_DAY_SQL} AS last_day,
            e.expires <= $2::timestamptz AS expired
     FROM vouchers v JOIN challenges c ON c.id = v.challenge_id
     CROSS JOIN LATERAL (SELECT ${VOUCHER_EXPIRES_SQL} AS expires) e
     WHERE v.lead_id = $1
     ORDER BY e.expires <= $2::timestamptz, v.issued_at DESC, v.id DESC`,
    [leadId, now.toISOString()],
  );
}
