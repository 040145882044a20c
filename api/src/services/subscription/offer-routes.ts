import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OfferBody, PlanListBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import { memberOffer } from '../../payments/offer';
import { listPlans, memberPlan } from '../../payments/plan-repository';
import { requireMember, requireSignedInMember, sessionEnded } from '../../security/caller';

/** The plans anyone may read, and the signed-in member's offer (decision 0044). */
export const offerRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'The paid membership plans offered now (spec section 9: ids 1, 2 and 5, in months), with the price per day',
        querystring: NoQuery,
        response: { 200: PlanListBody, 400: ErrorBody },
      },
    },
    async (_request, reply) => {
      // Ops change prices rarely; a minute's staleness spares the database a read per visit.
      reply.header('cache-control', 'public, max-age=60');
      const plans = await listPlans(db);
      return { result: plans.filter((plan) => plan.active).map(memberPlan) };
    },
  );

  app.get(
    '/offer',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['subscription'],
        summary:
          "Whether the signed-in member is offered the membership now (spec section 4), why not, whether they are an old user, and each plan's amount after their voucher",
        querystring: NoQuery,
        response: { 200: OfferBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { leadId } = requireMember(request);
      const member = await memberOffer(db, leadId, clock());
      if (!member) throw sessionEnded();
      reply.header('cache-control', 'private, no-cache');
      return member.offer;
    },
  );
};
