import { NAME_MAX_LENGTH } from '@yoga/shared/domain';
import type { ChallengeProgram, LiveSession } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import { CHALLENGE_FIELDS } from '../../challenges/challenge-schemas';
import type { Assert, Equal } from '../../http/type-equality';
import { PhoneField, SlugField } from '../../members/member-schemas';

/** The lead service's own wire types (a member is `LeadBody`, a code sent `CodeSentBody`). */

const nullableUrl = Type.Union([Type.String({ format: 'uri' }), Type.Null()]);

export const LiveSessionBody = Type.Object({
  day: Type.Integer({ minimum: 1, maximum: 14 }),
  batch: Type.Integer({ minimum: 1, maximum: 24 }),
  title: Type.String(),
  starts_at: Type.String({ format: 'date-time' }),
  duration_minutes: Type.Integer(),
  world_record: Type.Boolean(),
  replay_url: nullableUrl,
  guide_url: nullableUrl,
});

export const ProgramBody = Type.Object(
  { ...CHALLENGE_FIELDS, sessions: Type.Array(LiveSessionBody) },
  { $id: 'ChallengeProgram' },
);

export type ProgramRow = Static<typeof ProgramBody>;

export const RegisterBody = Type.Object(
  {
    name: Type.String({ maxLength: NAME_MAX_LENGTH * 2 }),
    phone_number: PhoneField,
  },
  { additionalProperties: false },
);

/** Joining through a referral link names the referrer by slug. */
export const ReferralParams = Type.Object({ referral: SlugField });

type _ProgramIsShared = Assert<Equal<ProgramRow, ChallengeProgram>>;
type _LiveSessionIsShared = Assert<Equal<Static<typeof LiveSessionBody>, LiveSession>>;
