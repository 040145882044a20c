import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActiveChallengeCache } from '../../challenges/active-challenge-cache';
import { findUserChallenge, listActiveChallenges } from '../../challenges/challenge-repository';
import { ActiveChallengeBody, UserChallengeBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams, NoQuery } from '../../http/schemas';
import { ActiveChallengeListBody, CountryQuery } from './subscription-schemas';

/** The challenges members can join now, read on every visit to the home page. */
export const activeChallengeRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  activeChallenges: ActiveChallengeCache;
}> = async (app, { db, activeChallenges }) => {
  app.get(
    '/free-member/active-challenge',
    {
      schema: {
        tags: ['subscription'],
        summary: "The challenge a country's members join now (running today, else the next)",
        querystring: CountryQuery,
        response: { 200: ActiveChallengeBody, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const countrycode = request.query.countrycode.toUpperCase();
      const challenge = await activeChallenges.find(countrycode);
      if (!challenge) throw notFound(`No challenge is open for ${countrycode} right now.`);
      return challenge;
    },
  );

  app.get(
    '/free-member/active-challenges',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Every challenge that has not ended yet, in any country',
        querystring: NoQuery,
        response: { 200: ActiveChallengeListBody, 400: ErrorBody },
      },
    },
    () => listActiveChallenges(db),
  );

  app.get(
    '/free-member/challenge/:id',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'A challenge with the dates of its phases (referral, feedback, payment, vouchers): spec section 3',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: UserChallengeBody, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const challenge = await findUserChallenge(db, request.params.id);
      if (!challenge) throw notFound(`There is no challenge ${request.params.id}.`);
      return challenge;
    },
  );
};
