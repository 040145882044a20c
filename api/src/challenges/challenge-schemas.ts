import type { ActiveChallenge } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../http/type-equality';

/** A calendar day as the database writes it: 2026-11-22. */
export const CALENDAR_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const ActiveChallengeBody = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    countrycode: Type.String(),
    totalregisteration: Type.Integer({ minimum: 0 }),
    start_date: Type.String({ pattern: CALENDAR_DATE }),
    end_date: Type.String({ pattern: CALENDAR_DATE }),
    timezone: Type.String(),
  },
  { $id: 'ActiveChallenge' },
);

export type ActiveChallengeRow = Static<typeof ActiveChallengeBody>;

type _ActiveChallengeIsShared = Assert<Equal<ActiveChallengeRow, ActiveChallenge>>;
