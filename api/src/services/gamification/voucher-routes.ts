import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import { VoucherListBody } from '../../game/game-schemas';
import { generateVouchers } from '../../game/vouchers';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { VouchersIssuedBody } from './voucher-schemas';

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
      const rows = await db.query<{
        code: string;
        challenge_id: number;
        issued_at: string;
        expires_at: string;
        expired: boolean;
      }>(
        `SELECT v.code, v.challenge_id, ${utcInstant('v.issued_at')} AS issued_at,
                ${utcInstant('e.expires')} AS expires_at, e.expires <= $2::timestamptz AS expired
         FROM vouchers v JOIN challenges c ON c.id = v.challenge_id
         CROSS JOIN LATERAL (
           SELECT ((c.voucher_expiry_date + 1)::timestamp AT TIME ZONE c.timezone) AS expires
         ) e
         WHERE v.lead_id = $1
         ORDER BY e.expires <= $2::timestamptz, v.issued_at DESC, v.id DESC`,
        [request.params.id, clock().toISOString()],
      );
      return { data: rows };
    },
  );

  app.post(
    '/vouchers/generate/:id',
    {
      preHandler: requireOps,
      schema: {
        tags: ['gamification'],
        summary:
          "Ops: issue a challenge's vouchers now (the daily job does it on voucher_generation_date); running it again issues none twice",
        security: [{ opsToken: [] }],
        params: IdParams,
        response: { 200: VouchersIssuedBody, ...errors },
      },
    },
    async (request) => {
      const [challenge] = await db.query('SELECT 1 FROM challenges WHERE id = $1', [
        request.params.id,
      ]);
      if (!challenge) throw notFound('No such challenge.');
      return { issued: await generateVouchers(db, request.params.id) };
    },
  );
};
