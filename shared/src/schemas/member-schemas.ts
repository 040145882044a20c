import { Type } from 'typebox';
import { CHALLENGE_FIELDS } from './challenge-schemas';
import { Instant, Nullable } from './schema-parts';

/** A lead / free member, with the spec's field names (section 3). */
export const LeadBody = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    phone_number: Type.String(),
    country_code: Type.String(),
    active_challenge_id: Type.Union([Type.Integer(), Type.Null()]),
    is_paid: Type.Boolean(),
    ispaymentdone: Type.Boolean(),
  },
  { $id: 'Lead' },
);

/** A member's referral slug, as it appears in a shared link. */
export const SlugField = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' });

/** What the auth service answers on sign-in and refresh. */
export const SessionBody = Type.Object(
  {
    accessToken: Type.String(),
    refreshToken: Type.String(),
    expiresIn: Type.Integer({ description: 'Seconds the access token lives' }),
    account: LeadBody,
  },
  { $id: 'Session' },
);

/** What asking for a code answers, whether by joining (lead) or by signing in (auth). */
export const CodeSentBody = Type.Object(
  {
    message: Type.String(),
    phone_number: Type.String(),
    resendAfterSeconds: Type.Integer(),
    expiresInSeconds: Type.Integer(),
  },
  { $id: 'CodeSent' },
);

/** `GET lead/challenges`: one challenge the member took part in, with what they did there. */
export const MemberChallengeBody = Type.Object({
  ...CHALLENGE_FIELDS,
  /** The challenge the member follows now (`active_challenge_id`); the others are past. */
  current: Type.Boolean(),
  /** When the member joined it: days before read "before you joined", not missed. */
  enrolled_at: Instant(),
  attended_days: Type.Integer({ minimum: 0 }),
  points: Type.Integer({ minimum: 0 }),
  /** Their place on their board (free or paid), or null when they never scored there. */
  rank: Nullable(Type.Integer({ minimum: 1 })),
});

export const MemberChallengesBody = Type.Array(MemberChallengeBody, {
  $id: 'MemberChallenges',
});
