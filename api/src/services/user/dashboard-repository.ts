import { INDIA_TIME_ZONE } from '@yoga/shared/domain';
import type { Dashboard, DashboardDay } from '@yoga/shared/schemas';
import type { Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';

/** The instants an India day range covers: $1 and $2 are its first and last calendar days. */
const IN_RANGE = (column: string) =>
  `${column} >= ($1::date)::timestamp AT TIME ZONE '${INDIA_TIME_ZONE}'
   AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE '${INDIA_TIME_ZONE}'`;

/** The India calendar day of an instant column, as text. */
const INDIA_DAY = (column: string) =>
  `to_char(${column} AT TIME ZONE '${INDIA_TIME_ZONE}', 'YYYY-MM-DD')`;

type Figures = Omit<DashboardDay, 'day'>;

const NO_FIGURES: Figures = {
  joins: 0,
  referred_joins: 0,
  page_views_free: 0,
  page_views_paid: 0,
  payments: 0,
  paid_amount: 0,
};

/** Every calendar day from `from` to `to`, both included. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/**
 * The ops dashboard (issue 28): per India day, the joins (and those through an invite), the page
 * views of free and paid members (spec section 1), the payments; and each live session that
 * started in the range with how many attended. Counted from the tables as they are, so the
 * figures are what the database holds. Sums are read as float8: exact to 2^53, and a number in
 * both stores.
 */
export async function dashboardFor(db: Queryable, from: string, to: string): Promise<Dashboard> {
  const range = [from, to];
  const [joins, views, payments, sessions] = await Promise.all([
    db.query<{ day: string; joins: number; referred_joins: number }>(
      `SELECT ${INDIA_DAY('created_at')} AS day, count(*)::int AS joins,
              count(referred_by)::int AS referred_joins
       FROM leads WHERE ${IN_RANGE('created_at')} GROUP BY 1`,
      range,
    ),
    db.query<{ day: string; free: number; paid: number }>(
      `SELECT ${INDIA_DAY('received_at')} AS day,
              count(*) FILTER (WHERE user_type = 'free user')::int AS free,
              count(*) FILTER (WHERE user_type = 'paid user')::int AS paid
       FROM client_events WHERE event = 'page_view' AND ${IN_RANGE('received_at')} GROUP BY 1`,
      range,
    ),
    db.query<{ day: string; payments: number; paid_amount: number }>(
      `SELECT ${INDIA_DAY('paid_at')} AS day, count(*)::int AS payments,
              sum(amount)::float8 AS paid_amount
       FROM payment_orders WHERE status = 'paid' AND ${IN_RANGE('paid_at')} GROUP BY 1`,
      range,
    ),
    db.query<Dashboard['sessions'][number]>(
      // Attendance is keyed by member first and has no index by session (its writes are the
      // join spike's hot path): counted in one pass for the range's sessions, not once per session.
      `WITH shown AS (
         SELECT s.id, s.challenge_id, s.day, s.batch, s.starts_at FROM live_sessions s
         WHERE ${IN_RANGE('s.starts_at')}
       ),
       counted AS (
         SELECT a.session_id, count(*)::int AS attended FROM attendance a
         WHERE a.session_id IN (SELECT id FROM shown) GROUP BY a.session_id
       )
       SELECT s.challenge_id, c.title AS challenge_title, c.title_hi AS challenge_title_hi,
              s.day::int AS day, s.batch::int AS batch, ${utcInstant('s.starts_at')} AS starts_at,
              COALESCE(n.attended, 0) AS attended
       FROM shown s JOIN challenges c ON c.id = s.challenge_id
       LEFT JOIN counted n ON n.session_id = s.id
       ORDER BY s.starts_at, s.challenge_id, s.batch`,
      range,
    ),
  ]);
  const figures = new Map(daysFrom(from, to).map((day) => [day, { ...NO_FIGURES }]));
  const add = (day: string, counts: Partial<Figures>) => {
    const known = figures.get(day);
    if (known) Object.assign(known, counts);
  };
  for (const { day, ...counts } of joins) add(day, counts);
  for (const { day, free, paid } of views)
    add(day, { page_views_free: free, page_views_paid: paid });
  for (const { day, ...counts } of payments) add(day, counts);
  return {
    from,
    to,
    days: [...figures].map(([day, counts]) => ({ day, ...counts })),
    sessions,
  };
}
