import { Type } from 'typebox';
import { ActiveChallengeBody } from '@yoga/shared/schemas';

/** The subscription service's own wire types (one challenge is `ActiveChallengeBody`). */

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

export const ActiveChallengeListBody = Type.Array(ActiveChallengeBody);
