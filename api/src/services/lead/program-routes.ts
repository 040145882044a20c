import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeaderboardBody, ProgramBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { callerLeaderboard } from '../../game/caller-leaderboard';
import type { Game } from '../../game/game';
import { LeaderboardQuery } from '../../game/game-schemas';
import { ErrorBody, notFound } from '../../http/errors';
import { requireCaller } from '../../security/caller';
import { IdParams } from '../../http/schemas';
import { findProgram } from './program-repository';

/** A challenge's programme: public, read by the challenge page. */
export const programRoutes: FastifyPluginAsyncTypebox<{ db: Database; game: Game }> = async (
  app,
  { db, game },
) => {
  app.get(
    '/program/getleaderboard',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['lead'],
        summary:
          "The paid or free board's top 100 of the caller's challenge (or challenge_id), with the caller's place",
        querystring: LeaderboardQuery,
        response: {
          200: LeaderboardBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => callerLeaderboard(db, game, request.caller, request.query),
  );

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
