/**
 * A voucher counts until the end of its challenge's `voucher_expiry_date` in the challenge's own
 * zone; `c` is the challenge's row in the query. Written once here for the voucher list
 * (gamification) and the offer and orders (payments).
 */
export const VOUCHER_EXPIRES_SQL =
  '((c.voucher_expiry_date + 1)::timestamp AT TIME ZONE c.timezone)';

/**
 * The voucher's last day as the challenge's calendar says it ("2026-12-20"), for pages: the UTC
 * date of the instant above is a day late in zones behind UTC.
 */
export const VOUCHER_LAST_DAY_SQL = "to_char(c.voucher_expiry_date, 'YYYY-MM-DD')";
