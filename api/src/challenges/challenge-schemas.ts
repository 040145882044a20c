import { Type } from 'typebox';

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

export const CountryQuery = Type.Object(
  {
    countrycode: Type.String({
      pattern: '^[A-Za-z]{2}$',
      default: 'IN',
      description: 'ISO 3166-1 alpha-2 country code; India when omitted',
    }),
  },
  { additionalProperties: false },
);
