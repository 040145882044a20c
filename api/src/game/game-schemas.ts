import { Type } from 'typebox';
import { IdParam } from '../http/schemas';
import { PhoneField } from '../members/member-schemas';

/** The game routes' requests, for both services; their answers are in `@yoga/shared/schemas`. */

/** `?paid=` as the spec writes it (`program/getleaderboard?paid=bool`), and which challenge. */
export const LeaderboardQuery = Type.Object(
  {
    paid: Type.Boolean({ default: false }),
    challenge_id: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);

export const PhoneParams = Type.Object({ phone: PhoneField });
