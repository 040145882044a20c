import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GameProfileBody, GameProfileUpdateBody, LevelsInfoBody } from '@yoga/shared/schemas';
import { boardLocked, DEFAULT_GAME_RULES, levelsReached } from '@yoga/shared/domain';
import type { GameProfile } from '@yoga/shared/models';
import type { Database } from '../../db/database';
import type { Game } from '../../game/game';
import { loadChallengeGame } from '../../game/game-facts';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { listGifts } from './gift-repository';
import {
  findGamePlayer,
  setBoardVisibility,
  standingOf,
  type GamePlayer,
} from './member-game-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

async function memberRow(db: Database, id: number): Promise<GamePlayer> {
  const player = await findGamePlayer(db, id);
  if (!player) throw notFound('No such member.');
  return player;
}

/** A member's standing in their challenge's game, and the levels they reached. */
export const memberGameRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  game: Game;
  clock: () => Date;
}> = async (app, { db, game, clock }) => {
  const profileOf = async (member: GamePlayer): Promise<GameProfile> => {
    const challengeId = member.active_challenge_id;
    const challengeGame = challengeId === null ? null : await loadChallengeGame(db, challengeId);
    const standing = challengeId === null ? null : await standingOf(db, challengeId, member.id);
    const counted = standing?.counted_referrals ?? 0;
    const reached = levelsReached(challengeGame?.levels ?? [], counted);
    const rules = challengeGame?.rules ?? DEFAULT_GAME_RULES;
    return {
      member_id: member.id,
      challenge_id: challengeId,
      points: standing?.points ?? 0,
      rank:
        standing && challengeId !== null
          ? await game.ranks.rank({ challengeId, paid: standing.paid }, member.id)
          : null,
      attended_days: standing?.attended_days ?? 0,
      counted_referrals: counted,
      level: Math.max(0, ...reached.map((level) => level.level)),
      paid: member.paid,
      board_visibility: member.board_visibility,
      end_date: challengeGame?.challenge.end_date ?? null,
      locked: challengeGame ? boardLocked(challengeGame.challenge, clock()) : false,
      points_per_day: rules.points_per_day,
      points_per_referral: rules.points_per_referral,
    };
  };

  app.get(
    '/free-member/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: "A member's points, rank, days, counted referrals, level and board visibility",
        params: IdParams,
        response: { 200: GameProfileBody, ...errors },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      return profileOf(await memberRow(db, request.params.id));
    },
  );

  app.put(
    '/free-member/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary:
          'How the member shows on the public board: their name, the last 4 digits of their phone, or not at all',
        params: IdParams,
        body: GameProfileUpdateBody,
        response: { 200: GameProfileBody, ...errors },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      await setBoardVisibility(db, request.params.id, request.body.board_visibility);
      return profileOf(await memberRow(db, request.params.id));
    },
  );

  app.get(
    '/free-member/levels/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary:
          "The levels of the member's challenge, lowest first, each with whether it is reached and its gift",
        params: IdParams,
        response: { 200: LevelsInfoBody, ...errors },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      const member = await memberRow(db, request.params.id);
      const challengeId = member.active_challenge_id;
      if (challengeId === null) return { member_id: member.id, counted_referrals: 0, levels: [] };
      const [challengeGame, standing, gifts] = await Promise.all([
        loadChallengeGame(db, challengeId),
        standingOf(db, challengeId, member.id),
        listGifts(db, member.id),
      ]);
      const counted = standing?.counted_referrals ?? 0;
      const reached = new Set(levelsReached(challengeGame?.levels ?? [], counted));
      return {
        member_id: member.id,
        counted_referrals: counted,
        levels: (challengeGame?.levels ?? []).map((level) => ({
          ...level,
          reached: reached.has(level),
          gift:
            gifts.find((gift) => gift.level === level.level && gift.challenge_id === challengeId) ??
            null,
        })),
      };
    },
  );
};
