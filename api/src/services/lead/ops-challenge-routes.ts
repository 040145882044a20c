import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsChallengeListBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import { requireOpsCaller } from '../../security/ops-auth';
import { listChallenges } from './ops-challenge-repository';

/**
 * Ops: the challenges, for the console to pick one: content edits its days and batches, finance
 * issues its vouchers. Names, dates and counts only, so any ops person may read it.
 */
export const opsChallengeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/ops/challenges',
    {
      onRequest: requireOpsCaller,
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
