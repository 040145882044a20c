import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ErrorBody } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { listReferrals } from './referral-repository';
import { ReferralPageBody, ReferralPageQuery } from './referral-schemas';

/** The friends a member invited with their referral link. */
export const referralRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/free-member/referrals/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: 'The friends a member invited with their link, newest first',
        params: IdParams,
        querystring: ReferralPageQuery,
        response: { 200: ReferralPageBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      const { limit, offset } = request.query;
      const page = await listReferrals(db, request.params.id, { limit, offset });
      return { ...page, limit, offset };
    },
  );
};
