import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import type { NotifyFactChange } from '../../db/fact-changes';
import { loadChallengeGame } from '../../game/game-facts';
import { decideHeldReferral } from '../../game/referral-review-writer';
import { saveGameRules } from '../../game/rules-writer';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { guessPrizeOf } from './guess-prize-repository';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import {
  GameRulesBody,
  ReviewBody,
  ReviewDecisionBody,
  ReviewListBody,
  ReviewQuery,
  type GameRulesInput,
} from './ops-game-schemas';
import { reviewedSignUp, signUpsInReview } from './referral-review-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Levels must climb: a higher level needs more referrals, and no level appears twice. */
function assertLevelsClimb(levels: GameRulesInput['levels']): void {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  sorted.forEach((level, index) => {
    const previous = sorted[index - 1];
    if (previous && previous.level === level.level) {
      throw new HttpError(400, 'invalid_input', `Level ${level.level} appears twice.`, {
        field: 'levels',
      });
    }
    if (previous && previous.referrals_needed >= level.referrals_needed) {
      throw new HttpError(
        400,
        'invalid_input',
        `Level ${level.level} must need more referrals than level ${previous.level}.`,
        { field: 'levels' },
      );
    }
  });
}

/** Ops: a challenge's points table and levels; the review of held referral sign-ups. */
export const opsGameRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  notifyFactChange: NotifyFactChange;
}> = async (app, { db, notifyFactChange }) => {
  app.get(
    '/rules/:id',
    {
      preHandler: requireOps('content'),
      schema: {
        tags: ['gamification'],
        summary: "Ops: a challenge's points table, voucher rule and levels",
        params: IdParams,
        response: { 200: GameRulesBody, ...errors },
      },
    },
    async (request) => {
      const challengeGame = await loadChallengeGame(db, request.params.id);
      if (!challengeGame) throw notFound('No such challenge.');
      return {
        ...challengeGame.rules,
        levels: challengeGame.levels,
        guess_prize: await guessPrizeOf(db, request.params.id),
      };
    },
  );

  app.put(
    '/rules/:id',
    {
      preHandler: requireOps('content'),
      schema: {
        tags: ['gamification'],
        summary:
          "Ops: set a challenge's points table, voucher rule and levels; every member's points follow within seconds",
        params: IdParams,
        body: GameRulesBody,
        response: { 200: GameRulesBody, ...errors },
      },
    },
    async (request) => {
      const { levels, guess_prize: guessPrize, ...rules } = request.body;
      assertLevelsClimb(levels);
      const id = request.params.id;
      if (!(await saveGameRules(db, notifyFactChange, id, { rules, levels, guessPrize }))) {
        throw notFound('No such challenge.');
      }
      const saved = await loadChallengeGame(db, id);
      if (!saved) throw notFound('No such challenge.');
      return { ...saved.rules, levels: saved.levels, guess_prize: await guessPrizeOf(db, id) };
    },
  );

  app.get(
    '/referral-reviews',
    {
      preHandler: requireOps('support'),
      schema: {
        tags: ['gamification'],
        summary:
          'Ops: referred sign-ups held for review (a burst from one device or network), oldest first',
        querystring: ReviewQuery,
        response: { 200: ReviewListBody, ...errors },
      },
    },
    async (request) => ({
      data: await signUpsInReview(db, request.query.status, request.query.limit),
    }),
  );

  app.post(
    '/referral-reviews/:id',
    {
      preHandler: requireOps('support'),
      schema: {
        tags: ['gamification'],
        summary:
          'Ops: approve a held sign-up (its referral can count) or reject it (never counts), with the reason; audited',
        params: IdParams,
        body: ReviewDecisionBody,
        response: { 200: ReviewBody, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const outcome = await decideHeldReferral(db, notifyFactChange, {
        leadId: request.params.id,
        decision,
        reason,
        actor: opsActor(request.caller),
      });
      if (outcome === 'no_member') throw notFound('No such member.');
      if (outcome === 'not_held') {
        throw new HttpError(409, 'invalid_input', 'This sign-up was never held for review.', {
          field: 'id',
        });
      }
      const reviewed = await reviewedSignUp(db, request.params.id);
      if (!reviewed) throw notFound('No such member.');
      return reviewed;
    },
  );
};
