import { Type, type Static } from 'typebox';
import { CalendarDayText, WholeNumberText } from '../../http/schemas';

/** Spec section 9: the referral list is read 100 at a time. */
export const REFERRAL_PAGE_LIMIT = 100;

export const ReferralBody = Type.Object({
  name: Type.String(),
  /** True once the friend verified their phone and was enrolled in a challenge. */
  joined: Type.Boolean(),
  referred_at: Type.String({ format: 'date-time' }),
});

export type Referral = Static<typeof ReferralBody>;

export const ReferralPageBody = Type.Object({
  data: Type.Array(ReferralBody),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});

export const ReferralPageQuery = Type.Object(
  {
    limit: WholeNumberText({ minimum: 1, maximum: REFERRAL_PAGE_LIMIT, default: 100 }),
    offset: WholeNumberText({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);

const CalendarDay = CalendarDayText(
  "A calendar day of the member's challenge's time zone, e.g. 2026-11-20",
);

/** Spec section 7's query, spelling included (`offSet`). */
export const ReferralStatusQuery = Type.Object(
  {
    startDate: Type.Optional(CalendarDay),
    endDate: Type.Optional(CalendarDay),
    limit: WholeNumberText({ minimum: 1, maximum: REFERRAL_PAGE_LIMIT, default: 100 }),
    offSet: WholeNumberText({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);
