import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeSentBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { findLeadById } from '../../members/lead-repository';
import { changePhone } from '../../members/phone-change';
import { requireValidPhone } from '../../members/phone';
import { requireMember, requireSignedInMember, sessionEnded } from '../../security/caller';
import { codeRefusal } from '../../security/otp-errors';
import { NewPhoneBody, NewPhoneCodeBody, PhoneChangedBody } from './phone-change-schemas';
import type { OtpService } from '../../security/otp-service';

const sameNumber = () =>
  new HttpError(400, 'invalid_input', 'This is already your number.', { field: 'phone_number' });

/**
 * A member moves their account to a new number (decision 0042): a code goes to the new number,
 * and only that code moves it. Every sign-in then ends, since sessions carry the number.
 */
export const phoneChangeRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  otp: OtpService;
}> = async (app, { db, otp }) => {
  /** The new number, checked: a mobile number that is not already the member's. */
  const newNumber = async (leadId: number, phoneNumber: string) => {
    const phone = requireValidPhone(phoneNumber);
    const lead = await findLeadById(db, leadId);
    if (!lead) throw sessionEnded();
    if (lead.phone_number === phone.e164) throw sameNumber();
    return phone;
  };

  app.post(
    '/member/phone-change',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary: 'Send a code to the number the signed-in member wants to move their account to',
        body: NewPhoneBody,
        response: {
          202: CodeSentBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const phone = await newNumber(requireMember(request).leadId, request.body.phone_number);
      // The same answer whether or not another member has the number: only its holder, who gets
      // the code, learns that, at the next step.
      return reply.status(202).send(await otp.send(phone, request.ip));
    },
  );

  app.post(
    '/member/phone-change/verify',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary: "Move the signed-in member's account to the new number with the code sent to it",
        body: NewPhoneCodeBody,
        response: {
          200: PhoneChangedBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const phone = await newNumber(leadId, request.body.phone_number);
      const check = await otp.confirm(phone, request.body.code, request.ip);
      if (check.outcome !== 'valid') throw codeRefusal(check);
      const outcome = await changePhone(db, leadId, phone.e164);
      if (outcome === 'gone') throw sessionEnded();
      if (outcome === 'unchanged') throw sameNumber();
      if (outcome === 'taken') {
        throw new HttpError(
          409,
          'phone_taken',
          'Another member already uses this number. Sign in with it, or choose another.',
          { field: 'phone_number' },
        );
      }
      return { phone_number: phone.international, signed_out: true };
    },
  );
};
