import { Type, type Static } from 'typebox';
import { CalendarDay, Instant, Nullable } from './schema-parts';

/** One India day's figures: joins, visits by kind of member (spec section 1), payments. */
export const DashboardDayBody = Type.Object({
  day: CalendarDay(),
  joins: Type.Integer(),
  /** Of the joins, those through a friend's invite link. */
  referred_joins: Type.Integer(),
  page_views_free: Type.Integer(),
  page_views_paid: Type.Integer(),
  payments: Type.Integer(),
  /** In paise. */
  paid_amount: Type.Integer(),
});

/** One live session (a day's batch) that started in the range, and how many attended it. */
export const DashboardSessionBody = Type.Object({
  challenge_id: Type.Integer(),
  challenge_title: Type.String(),
  challenge_title_hi: Nullable(Type.String()),
  day: Type.Integer(),
  batch: Type.Integer(),
  starts_at: Instant(),
  attended: Type.Integer(),
});

/** `GET user/ops/dashboard`: the season's figures per India day, from the database as it is. */
export const DashboardBody = Type.Object({
  from: CalendarDay(),
  to: CalendarDay(),
  /** Every day from `from` to `to`, oldest first, a day without any figure as zeros. */
  days: Type.Array(DashboardDayBody),
  sessions: Type.Array(DashboardSessionBody),
});

export type Dashboard = Static<typeof DashboardBody>;
export type DashboardDay = Static<typeof DashboardDayBody>;
