import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeaderboardBody, LivePointsBody, LiveRankBody } from '@yoga/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { callerLeaderboard } from '../../game/caller-leaderboard';
import type { Game } from '../../game/game';
import { LeaderboardQuery, PhoneParams } from '../../game/game-schemas';
import { ErrorBody, notFound } from '../../http/errors';
import { findLeadByPhone } from '../../members/lead-repository';
import { assertMayAccessPhone, requireCaller } from '../../security/caller';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The member a phone route names: the caller themself, or, for ops, the phone's member. */
async function memberOfPhone(db: Database, request: FastifyRequest, phone: string) {
  assertMayAccessPhone(request, phone);
  const caller = request.caller;
  if (caller?.kind === 'member') return caller.leadId;
  const lead = await findLeadByPhone(db, phone);
  if (!lead) throw notFound('No member has this phone number.');
  return lead.id;
}

/**
 * Boards (spec section 6: a bearer token is needed): the top places with the caller's own, and a
 * member's live points and rank, which the browser polls and which must stay cheap (one Redis
 * call each, or the count table without Redis).
 */
export const leaderboardRoutes: FastifyPluginAsyncTypebox<{ db: Database; game: Game }> = async (
  app,
  { db, game },
) => {
  app.get(
    '/leaderboard',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary:
          "A board's top 100 (masked names) with the caller's own place; the caller's challenge unless challenge_id names one",
        querystring: LeaderboardQuery,
        response: { 200: LeaderboardBody, ...errors },
      },
    },
    async (request) => callerLeaderboard(db, game, request.caller, request.query),
  );

  app.get(
    '/leaderboard/live-leaderboard-points/:phone',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: "A member's points on their board now (0 before any)",
        params: PhoneParams,
        response: { 200: LivePointsBody, ...errors },
      },
    },
    async (request) => {
      const leadId = await memberOfPhone(db, request, request.params.phone);
      const board = await game.boards.of(leadId);
      return { points: board ? await game.ranks.points(board, leadId) : 0 };
    },
  );

  app.get(
    '/leaderboard/live-leaderboard-rank/:phone',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: "A member's rank on their board now (null before they have points)",
        params: PhoneParams,
        response: { 200: LiveRankBody, ...errors },
      },
    },
    async (request) => {
      const leadId = await memberOfPhone(db, request, request.params.phone);
      const board = await game.boards.of(leadId);
      return { rank: board ? await game.ranks.rank(board, leadId) : null };
    },
  );
};
