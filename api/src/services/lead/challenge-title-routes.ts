import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';
import { renameChallenge } from './challenge-title-repository';
import { ChallengeTitleBody, ChallengeTitleInput } from './challenge-title-schemas';

/**
 * Ops: a challenge's name in English and Hindi. Programmes are read from the database on every
 * request; the home page's active challenge is cached per process for two seconds at most.
 */
export const challengeTitleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  guardEveryRoute(app, requireOps('content'));

  app.put(
    '/program/:id/title',
    {
      schema: {
        tags: ['lead'],
        summary: 'Ops: renames a challenge, in English and Hindi',
        params: IdParams,
        body: ChallengeTitleInput,
        response: {
          200: ChallengeTitleBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const renamed = await renameChallenge(db, request.params.id, request.body);
      if (!renamed) throw notFound(`There is no challenge ${request.params.id}.`);
      return renamed;
    },
  );
};
