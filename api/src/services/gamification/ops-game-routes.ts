import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import type { Game } from '../../game/game';
import { loadChallengeGame } from '../../game/game-facts';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { requireOps } from '../../security/ops-auth';
import {
  GameRulesBody,
  ReviewBody,
  ReviewDecisionBody,
  ReviewListBody,
  ReviewQuery,
  type GameRulesInput,
  type ReviewedSignUp,
} from './ops-game-schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const REVIEW_COLUMNS = `id AS member_id, name, phone_number, referred_by AS inviter_id,
  signup_device, signup_network, ${utcInstant('created_at')} AS joined_at, referral_review AS review`;

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
export const opsGameRoutes: FastifyPluginAsyncTypebox<{ db: Database; game: Game }> = async (
  app,
  { db, game },
) => {
  app.get(
    '/rules/:id',
    {
      preHandler: requireOps,
      schema: {
        tags: ['gamification'],
        summary: "Ops: a challenge's points table, voucher rule and levels",
        security: [{ opsToken: [] }],
        params: IdParams,
        response: { 200: GameRulesBody, ...errors },
      },
    },
    async (request) => {
      const challengeGame = await loadChallengeGame(db, request.params.id);
      if (!challengeGame) throw notFound('No such challenge.');
      return { ...challengeGame.rules, levels: challengeGame.levels };
    },
  );

  app.put(
    '/rules/:id',
    {
      preHandler: requireOps,
      schema: {
        tags: ['gamification'],
        summary:
          "Ops: set a challenge's points table, voucher rule and levels; every member's points follow within seconds",
        security: [{ opsToken: [] }],
        params: IdParams,
        body: GameRulesBody,
        response: { 200: GameRulesBody, ...errors },
      },
    },
    async (request) => {
      const { levels, ...rules } = request.body;
      assertLevelsClimb(levels);
      const id = request.params.id;
      const [challenge] = await db.query('SELECT 1 FROM challenges WHERE id = $1', [id]);
      if (!challenge) throw notFound('No such challenge.');
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO game_rules (challenge_id, points_per_day, points_per_referral, voucher_min_days)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (challenge_id) DO UPDATE SET points_per_day = EXCLUDED.points_per_day,
             points_per_referral = EXCLUDED.points_per_referral,
             voucher_min_days = EXCLUDED.voucher_min_days, updated_at = now()`,
          [id, rules.points_per_day, rules.points_per_referral, rules.voucher_min_days],
        );
        await tx.query('DELETE FROM levels WHERE challenge_id = $1', [id]);
        if (levels.length > 0) {
          await tx.query(
            `INSERT INTO levels (challenge_id, level, referrals_needed, gift_name, gift_name_hi)
             SELECT $1, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[])`,
            [
              id,
              levels.map((l) => l.level),
              levels.map((l) => l.referrals_needed),
              levels.map((l) => l.gift_name),
              levels.map((l) => l.gift_name_hi),
            ],
          );
        }
      });
      await game.touchChallenge(id);
      const saved = await loadChallengeGame(db, id);
      if (!saved) throw notFound('No such challenge.');
      return { ...saved.rules, levels: saved.levels };
    },
  );

  app.get(
    '/referral-reviews',
    {
      preHandler: requireOps,
      schema: {
        tags: ['gamification'],
        summary:
          'Ops: referred sign-ups held for review (a burst from one device or network), oldest first',
        security: [{ opsToken: [] }],
        querystring: ReviewQuery,
        response: { 200: ReviewListBody, ...errors },
      },
    },
    async (request) => ({
      data: await db.query<ReviewedSignUp>(
        `SELECT ${REVIEW_COLUMNS} FROM leads WHERE referral_review = $1
         ORDER BY created_at, id LIMIT $2`,
        [request.query.status, request.query.limit],
      ),
    }),
  );

  app.post(
    '/referral-reviews/:id',
    {
      preHandler: requireOps,
      schema: {
        tags: ['gamification'],
        summary:
          'Ops: approve a held sign-up (its referral can count) or reject it (never counts), with the reason; audited',
        security: [{ opsToken: [] }],
        params: IdParams,
        body: ReviewDecisionBody,
        response: { 200: ReviewBody, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const reviewed = await db.transaction(async (tx) => {
        const [member] = await tx.query<ReviewedSignUp>(
          `UPDATE leads SET referral_review = $2 WHERE id = $1 AND referral_review IS NOT NULL
           RETURNING ${REVIEW_COLUMNS}`,
          [request.params.id, decision],
        );
        if (!member) {
          const [exists] = await tx.query('SELECT 1 FROM leads WHERE id = $1', [request.params.id]);
          if (!exists) throw notFound('No such member.');
          throw new HttpError(409, 'invalid_input', 'This sign-up was never held for review.', {
            field: 'id',
          });
        }
        await tx.query(
          `INSERT INTO referral_reviews (lead_id, decision, reason, decided_by)
           VALUES ($1, $2, $3, 'ops')`,
          [request.params.id, decision, reason],
        );
        return member;
      });
      if (reviewed.inviter_id !== null) game.touch([reviewed.inviter_id]);
      return reviewed;
    },
  );
};
