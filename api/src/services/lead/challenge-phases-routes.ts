import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserChallengeBody } from '@yoga/shared/schemas';
import { setChallengePhases } from '../../challenges/challenge-repository';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';
import { ChallengePhasesInput, type ChallengePhasesInputRow } from './challenge-phases-schemas';

/**
 * The orders the phase rules (shared/src/domain/challenge-phases.ts) rely on, each naming the
 * later day of its pair. Feedback runs up to the day before the payment start, so the two on one
 * day would leave no day to give it.
 */
const ORDERS: {
  first: keyof ChallengePhasesInputRow;
  then: keyof ChallengePhasesInputRow;
  strictly: boolean;
}[] = [
  { first: 'referral_start_date', then: 'referral_end_date', strictly: false },
  { first: 'feedback_start_date', then: 'payment_start_date', strictly: true },
  { first: 'voucher_generation_date', then: 'voucher_expiry_date', strictly: false },
];

function assertInOrder(phases: ChallengePhasesInputRow): void {
  for (const { first, then, strictly } of ORDERS) {
    const from = phases[first];
    const to = phases[then];
    if (from === null || to === null || (strictly ? from < to : from <= to)) continue;
    throw new HttpError(
      400,
      'invalid_input',
      `${then} must be ${strictly ? 'after' : 'on or after'} ${first}.`,
      { field: then },
    );
  }
}

/**
 * Ops: the days of a challenge's phases (referrals, feedback, the paid offer, vouchers). Every
 * reader of them (the phase flags, `lead/feedback`, the game) reads the database on each request,
 * so a change is seen at once.
 */
export const challengePhasesRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  guardEveryRoute(app, requireOps('content'));

  app.put(
    '/program/:id/phases',
    {
      schema: {
        tags: ['lead'],
        summary:
          "Ops: sets the days of a challenge's phases (referral, feedback, payment, vouchers); null leaves a phase unused",
        params: IdParams,
        body: ChallengePhasesInput,
        response: {
          200: UserChallengeBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      assertInOrder(request.body);
      const challenge = await setChallengePhases(db, request.params.id, request.body);
      if (!challenge) throw notFound(`There is no challenge ${request.params.id}.`);
      return challenge;
    },
  );
};
