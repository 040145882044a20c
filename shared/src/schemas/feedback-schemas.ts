import { Type, type Static } from 'typebox';
import {
  FEEDBACK_BENEFITS,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_RATINGS,
} from '../domain/feedback';
import { CalendarDay, Instant, Nullable, PlainText } from './schema-parts';

/**
 * A member's feedback on their challenge (issue 27, decision 0043): `lead/feedback` for the
 * member, `free-member/is-feedback-submitted` and `free-member/feedback` (ops) in the user service.
 */

const Rating = Type.Integer({
  minimum: FEEDBACK_RATINGS[0],
  maximum: FEEDBACK_RATINGS[FEEDBACK_RATINGS.length - 1],
  description: '1 (poor) to 5 (excellent)',
});

/** `PUT lead/feedback`: the member's feedback, given or changed while the phase is open. */
export const FeedbackInput = Type.Object(
  {
    rating: Rating,
    benefits: Type.Array(Type.Enum(FEEDBACK_BENEFITS), {
      uniqueItems: true,
      maxItems: FEEDBACK_BENEFITS.length,
      default: [],
      description: 'What the practice changed for them; none is fine',
    }),
    comment: PlainText({ maxLength: FEEDBACK_COMMENT_MAX_LENGTH, default: '' }),
  },
  { additionalProperties: false },
);

export const FeedbackBody = Type.Object(
  {
    challenge_id: Type.Integer(),
    rating: Rating,
    benefits: Type.Array(Type.Enum(FEEDBACK_BENEFITS)),
    comment: Type.String(),
    created_at: Instant(),
    updated_at: Instant(),
  },
  { $id: 'Feedback' },
);

const FeedbackWindowBody = Type.Union([
  Type.Object({ state: Type.Literal('open'), closes_on: Nullable(CalendarDay()) }),
  Type.Object({ state: Type.Literal('not_yet'), opens_on: Nullable(CalendarDay()) }),
  Type.Object({ state: Type.Literal('closed') }),
]);

/** `GET lead/feedback`: the member's challenge, whether feedback is open, and theirs if given. */
export const MyFeedbackBody = Type.Object(
  {
    challenge_id: Type.Integer(),
    window: FeedbackWindowBody,
    feedback: Nullable(FeedbackBody),
  },
  { $id: 'MyFeedback' },
);

/** `GET free-member/is-feedback-submitted?memberId=`: for the member's active challenge. */
export const FeedbackSubmittedBody = Type.Object({
  member_id: Type.Integer(),
  challenge_id: Type.Integer(),
  submitted: Type.Boolean(),
});

/** `GET free-member/feedback?challengeId=` (ops): a challenge's feedback, newest first, with a summary. */
export const ChallengeFeedbackBody = Type.Object({
  challenge_id: Type.Integer(),
  count: Type.Integer(),
  average_rating: Nullable(Type.Number()),
  ratings: Type.Record(Type.String(), Type.Integer(), { description: 'Count per rating, "1"-"5"' }),
  benefits: Type.Record(Type.String(), Type.Integer(), { description: 'Count per benefit' }),
  result: Type.Array(
    Type.Object({
      member_id: Type.Integer(),
      rating: Rating,
      benefits: Type.Array(Type.Enum(FEEDBACK_BENEFITS)),
      comment: Type.String(),
      updated_at: Instant(),
    }),
  ),
});

export type FeedbackInputRow = Static<typeof FeedbackInput>;
