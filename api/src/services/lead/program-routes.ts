import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../member-schemas';
import { CALENDAR_DATE } from '../subscription/challenge-schemas';
import { findProgram } from './program-repository';

const ProgramBody = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    countrycode: Type.String(),
    timezone: Type.String(),
    start_date: Type.String({ pattern: CALENDAR_DATE }),
    end_date: Type.String({ pattern: CALENDAR_DATE }),
    sessions: Type.Array(
      Type.Object({
        day: Type.Integer({ minimum: 1, maximum: 14 }),
        title: Type.String(),
        starts_at: Type.String({ format: 'date-time' }),
        duration_minutes: Type.Integer(),
      }),
    ),
  },
  { $id: 'ChallengeProgram' },
);

export const leadService: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
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
