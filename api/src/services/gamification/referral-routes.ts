import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { assertMayAccess, requireCaller } from '../../http/caller';
import { ErrorBody } from '../../http/errors';
import { WholeNumberText } from '../../http/schemas';
import { IdParams } from '../member-schemas';
import { listReferrals } from './referral-repository';

/** Spec section 9: the referral list is read 100 at a time. */
export const REFERRAL_PAGE_LIMIT = 100;

const ReferralPageBody = Type.Object({
  data: Type.Array(
    Type.Object({
      name: Type.String(),
      joined: Type.Boolean(),
      referred_at: Type.String({ format: 'date-time' }),
    }),
  ),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});

export const gamificationService: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/free-member/referrals/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: 'The friends a member invited with their link, newest first',
        params: IdParams,
        querystring: Type.Object(
          {
            limit: WholeNumberText({ minimum: 1, maximum: REFERRAL_PAGE_LIMIT, default: 100 }),
            offset: WholeNumberText({ minimum: 0, maximum: 1_000_000, default: 0 }),
          },
          { additionalProperties: false },
        ),
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
