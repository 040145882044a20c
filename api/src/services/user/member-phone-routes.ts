import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { revealMemberPhone } from '../../members/member-ops-events';
import { opsChange } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { UNMASKED_PHONES } from '../../security/phone-masking';
import { PhoneRevealBody, RevealedPhoneBody } from './member-phone-schemas';

/**
 * Support see members' numbers masked everywhere (security/phone-masking.ts); this shows one
 * whole, with a reason kept beside who asked and shown to the member (issue 28).
 */
export const memberPhoneRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    '/ops/members/:id/phone',
    {
      onRequest: requireOps('support'),
      config: UNMASKED_PHONES,
      schema: {
        tags: ['user'],
        summary: "Support: a member's whole phone number, with the reason kept and shown to them",
        params: IdParams,
        body: PhoneRevealBody,
        response: {
          200: RevealedPhoneBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const ops = opsChange(request, request.body.reason);
      if (!ops) throw new Error('an ops route was called by someone who is not ops');
      const phone = await revealMemberPhone(db, request.params.id, ops);
      if (phone === null) throw notFound('No such member.');
      return { phone_number: phone };
    },
  );
};
