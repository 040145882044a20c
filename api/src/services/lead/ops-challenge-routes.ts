import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsChallengeListBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import { requireOps } from '../../security/ops-auth';
import { listChallenges } from './ops-challenge-repository';

/** Ops: the challenges, for the console to pick one whose days and batches to edit. */
export const opsChallengeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/ops/challenges',
    {
      onRequest: requireOps('content'),
      schema: {
        tags: ['lead'],
        summary: 'Ops: every challenge, the latest start first, with how many sessions it has',
        querystring: NoQuery,
        response: { 200: OpsChallengeListBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ result: await listChallenges(db) }),
  );
};
