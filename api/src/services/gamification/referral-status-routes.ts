import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReferralStatusPageBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { judgedReferrals } from '../../game/referral-summary';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { findLeadById } from '../../members/lead-repository';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { ReferralStatusQuery } from './referral-schemas';

/** Each friend a member invited, with the status of their referral and why, and the counts. */
export const referralStatusRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/free-member/referral/all/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary:
          "A member's referrals, newest first, each counted, pending or not counted with the reason; counts by status",
        params: IdParams,
        querystring: ReferralStatusQuery,
        response: {
          200: ReferralStatusPageBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      const { startDate, endDate, limit, offSet } = request.query;
      if (startDate && endDate && startDate > endDate) {
        throw new HttpError(400, 'invalid_input', 'endDate must not be before startDate.', {
          field: 'endDate',
        });
      }
      const inviter = await findLeadById(db, request.params.id);
      if (!inviter) throw notFound('No such member.');
      const { referrals, counts } = await judgedReferrals(db, inviter);
      const inRange = referrals.filter(
        (referral) =>
          (!startDate || referral.joined_day >= startDate) &&
          (!endDate || referral.joined_day <= endDate),
      );
      return {
        data: inRange.slice(offSet, offSet + limit).map(({ joined_day: _day, ...entry }) => entry),
        total: inRange.length,
        limit,
        offSet,
        counts,
      };
    },
  );
};
