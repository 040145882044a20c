import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { boardLocked, levelsReached } from '@yoga/shared/domain';
import type { BoardVisibility, GameProfile } from '@yoga/shared/models';
import type { Database, Queryable } from '../../db/database';
import type { Game } from '../../game/game';
import { loadChallengeGame } from '../../game/game-facts';
import { GameProfileBody, GameProfileUpdateBody, LevelsInfoBody } from '../../game/game-schemas';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { listGifts } from './gift-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

interface MemberRow {
  id: number;
  active_challenge_id: number | null;
  paid: boolean;
  board_visibility: BoardVisibility;
}

async function memberRow(db: Queryable, id: number): Promise<MemberRow> {
  const [row] = await db.query<MemberRow>(
    `SELECT id, active_challenge_id, (is_paid OR ispaymentdone) AS paid, board_visibility
     FROM leads WHERE id = $1`,
    [id],
  );
  if (!row) throw notFound('No such member.');
  return row;
}

/** A member's standing in their challenge's game, and the levels they reached. */
export const memberGameRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  game: Game;
  clock: () => Date;
}> = async (app, { db, game, clock }) => {
  const profileOf = async (member: MemberRow): Promise<GameProfile> => {
    const challengeId = member.active_challenge_id;
    const challengeGame = challengeId === null ? null : await loadChallengeGame(db, challengeId);
    const [standing] =
      challengeId === null
        ? []
        : await db.query<{
            points: number;
            attended_days: number;
            counted_referrals: number;
            paid: boolean;
          }>(
            `SELECT points, attended_days, counted_referrals, paid FROM standings
             WHERE challenge_id = $1 AND lead_id = $2`,
            [challengeId, member.id],
          );
    const counted = standing?.counted_referrals ?? 0;
    const reached = levelsReached(challengeGame?.levels ?? [], counted);
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
      await db.query('UPDATE leads SET board_visibility = $2 WHERE id = $1', [
        request.params.id,
        request.body.board_visibility,
      ]);
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
      const [challengeGame, [standing], gifts] = await Promise.all([
        loadChallengeGame(db, challengeId),
        db.query<{ counted_referrals: number }>(
          'SELECT counted_referrals FROM standings WHERE challenge_id = $1 AND lead_id = $2',
          [challengeId, member.id],
        ),
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
