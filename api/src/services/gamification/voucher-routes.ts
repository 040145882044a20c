import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VoucherListBody, VouchersIssuedBody } from '@yoga/shared/schemas';
import { findUserChallenge } from '../../challenges/challenge-repository';
import type { Database } from '../../db/database';
import { generateVouchers } from '../../game/vouchers';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { memberVouchers } from './voucher-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Paid-membership vouchers: a member's list (the current first), and ops issuing them now. */
export const voucherRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/free-member/vouchers/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary:
          "A member's vouchers, the current one first (valid before expired, then newest): spec's first item of data",
        params: IdParams,
        response: { 200: VoucherListBody, ...errors },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      return { data: await memberVouchers(db, request.params.id, clock()) };
    },
  );

  app.post(
    '/vouchers/generate/:id',
    {
      preHandler: requireOps('finance'),
      schema: {
        tags: ['gamification'],
        summary:
          "Ops: issue a challenge's vouchers now (the daily job does it on voucher_generation_date); running it again issues none twice",
        params: IdParams,
        response: { 200: VouchersIssuedBody, ...errors },
      },
    },
    async (request) => {
      if (!(await findUserChallenge(db, request.params.id))) throw notFound('No such challenge.');
      return { issued: await generateVouchers(db, request.params.id) };
    },
  );
};
