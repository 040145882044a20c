import { PlainText, ReviewStateField, type ChallengeGameRules } from '@yoga/shared/schemas';
import { Type } from 'typebox';
import { fileAnswer } from '../../http/file-answer';
import { WholeNumberText } from '../../http/schemas';

export {
  GameRulesBody,
  ReviewBody,
  ReviewListBody,
  type ReviewedSignUp,
} from '@yoga/shared/schemas';

export type GameRulesInput = ChallengeGameRules;

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
