import { Type } from 'typebox';
import { IdParam, WholeNumberText } from '../../http/schemas';

/** `free-member/is-feedback-submitted?memberId=`: spec section 7's query, spelling included. */
export const FeedbackSubmittedQuery = Type.Object(
  { memberId: IdParam },
  { additionalProperties: false },
);

/** Ops read a challenge's feedback this many at a time unless they ask for fewer or more. */
export const FEEDBACK_PAGE_LIMIT = 100;
export const FEEDBACK_PAGE_MAX = 500;

/** `free-member/feedback?challengeId=&limit=&offset=` (ops). */
export const ChallengeFeedbackQuery = Type.Object(
  {
    challengeId: IdParam,
    limit: WholeNumberText({
      minimum: 1,
      maximum: FEEDBACK_PAGE_MAX,
      default: FEEDBACK_PAGE_LIMIT,
    }),
    offset: WholeNumberText({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);
