import { PlainText, ReviewStateField } from '@yoga/shared/schemas';
import { Type, type Static } from 'typebox';
import { fileAnswer } from '../../http/file-answer';
import { WholeNumberText } from '../../http/schemas';

export { ReviewBody, ReviewListBody, type ReviewedSignUp } from '@yoga/shared/schemas';

export const GameRulesBody = Type.Object(
  {
    points_per_day: Type.Integer({ minimum: 0, maximum: 1000 }),
    points_per_referral: Type.Integer({ minimum: 0, maximum: 1000 }),
    voucher_min_days: Type.Integer({ minimum: 1, maximum: 14 }),
    levels: Type.Array(
      Type.Object(
        {
          level: Type.Integer({ minimum: 1, maximum: 20 }),
          referrals_needed: Type.Integer({ minimum: 1, maximum: 100_000 }),
          gift_name: PlainText({ minLength: 2, maxLength: 120 }),
          gift_name_hi: PlainText({ minLength: 2, maxLength: 120 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
    /**
     * What each day's closest guesses of guess & win win, in both languages. Left out of a PUT:
     * the prize stays as it was; a GET always answers it (the default when ops set none).
     */
    guess_prize: Type.Optional(
      Type.Object(
        {
          gift_name: PlainText({ minLength: 2, maxLength: 120 }),
          gift_name_hi: PlainText({ minLength: 2, maxLength: 120 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type GameRulesInput = Static<typeof GameRulesBody>;

export const ReviewQuery = Type.Object(
  {
    status: ReviewStateField({ default: 'held' }),
    limit: WholeNumberText({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);

export const ReviewDecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    reason: PlainText({ minLength: 3, maxLength: 300 }),
  },
  { additionalProperties: false },
);

/** `GET ops/gifts`: a page of the gifts in one state (claimed: waiting to ship). */
export const OpsGiftQuery = Type.Object(
  {
    status: Type.Union(
      [Type.Literal('claimed'), Type.Literal('shipped'), Type.Literal('delivered')],
      { default: 'claimed' },
    ),
    after: WholeNumberText({ minimum: 0, maximum: 2147483647, default: 0 }),
    limit: WholeNumberText({ minimum: 1, maximum: 200, default: 50 }),
  },
  { additionalProperties: false },
);

/** `GET ops/gifts/shipping-list`: the courier's list, a UTF-8 CSV. */
export const ShippingListAnswer = fileAnswer('text/csv', { binary: false });
