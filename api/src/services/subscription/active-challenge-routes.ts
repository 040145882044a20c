import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActiveChallengeCache } from '../../challenges/active-challenge-cache';
import { listActiveChallenges } from '../../challenges/challenge-repository';
import { ActiveChallengeBody } from '../../challenges/challenge-schemas';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { ActiveChallengeListBody, CountryQuery, NoQuery } from './subscription-schemas';

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
};
