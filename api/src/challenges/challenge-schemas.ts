import type { ActiveChallenge, UserChallenge } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../http/type-equality';

/** A calendar day as the database writes it: 2026-11-22. */
export const CALENDAR_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** The fields every answer that names a challenge carries (`Challenge` of @yoga/shared). */
export const CHALLENGE_FIELDS = {
  id: Type.Integer(),
  title: Type.String(),
  countrycode: Type.String(),
  timezone: Type.String(),
  start_date: Type.String({ pattern: CALENDAR_DATE }),
  end_date: Type.String({ pattern: CALENDAR_DATE }),
};

export const ActiveChallengeBody = Type.Object(
  { ...CHALLENGE_FIELDS, totalregisteration: Type.Integer({ minimum: 0 }) },
  { $id: 'ActiveChallenge' },
);

export type ActiveChallengeRow = Static<typeof ActiveChallengeBody>;

type _ActiveChallengeIsShared = Assert<Equal<ActiveChallengeRow, ActiveChallenge>>;

const PhaseDate = Type.Union([Type.String({ pattern: CALENDAR_DATE }), Type.Null()]);

/** Spec section 3's user challenge: the dates its phases turn on (decision 0010). */
export const UserChallengeBody = Type.Object(
  {
    ...CHALLENGE_FIELDS,
    referral_start_date: PhaseDate,
    referral_end_date: PhaseDate,
    feedback_start_date: PhaseDate,
    payment_start_date: PhaseDate,
    voucher_generation_date: PhaseDate,
    voucher_expiry_date: PhaseDate,
  },
  { $id: 'UserChallenge' },
);

export type UserChallengeRow = Static<typeof UserChallengeBody>;

type _UserChallengeIsShared = Assert<Equal<UserChallengeRow, UserChallenge>>;
