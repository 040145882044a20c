import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { ProgramBody } from './lead-schemas';
import { findProgram } from './program-repository';

/** A challenge's programme: public, read by the challenge page. */
export const programRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/program/get/:id',
    {
      schema: {
        tags: ['lead'],
        summary: 'A challenge programme and its daily live sessions',
        params: IdParams,
        response: { 200: ProgramBody, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const program = await findProgram(db, request.params.id);
      if (!program) throw notFound(`There is no challenge ${request.params.id}.`);
      return program;
    },
  );
};
