import { Type, type Static } from 'typebox';
import { WholeNumberText } from '../../http/schemas';

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
