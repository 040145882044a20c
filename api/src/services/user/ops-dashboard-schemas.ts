import { Type } from 'typebox';
import { CalendarDayText } from '../../http/schemas';

export { DashboardBody } from '@yoga/shared/schemas';

/** The most days one dashboard spans: a season and its run-up. */
export const DASHBOARD_MAX_DAYS = 92;

/** The days whose figures to show; by default the last 14 India days, today included. */
export const DashboardQuery = Type.Object(
  {
    from: Type.Optional(CalendarDayText('The first India day shown')),
    to: Type.Optional(CalendarDayText('The last India day shown (today by default)')),
  },
  { additionalProperties: false },
);
