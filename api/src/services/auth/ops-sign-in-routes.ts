import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeSentBody, OpsPersonBody, OpsSessionBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError } from '../../http/errors';
import { requireValidPhone } from '../../members/phone';
import { requireOpsCaller } from '../../security/ops-auth';
import { unmaskPhonesOfEveryRoute } from '../../security/phone-masking';
import { findOpsPersonByPhone } from '../../security/ops-people';
import { codeRefusal } from '../../security/otp-errors';
import type { OtpService } from '../../security/otp-service';
import { OPS_ACCESS_TOKEN_TTL_MS, type TokenService } from '../../security/tokens';
import { PhoneBody, VerifyOtpBody } from './auth-schemas';

export interface OpsSignInOptions {
  db: Database;
  otp: OtpService;
  tokens: TokenService;
}

const notOps = () =>
  new HttpError(403, 'forbidden', 'This number may not sign in to the ops console.');

/**
 * Ops people sign in to the console as members sign in to the site (issue 28): a one-time code
 * to their phone, under the same limits, then an ops access token for a working day. Only
 * numbers an admin listed (`ops/people`) get one; any other number is answered alike and counted
 * alike, but no code is made for it.
 */
export const opsSignInRoutes: FastifyPluginAsyncTypebox<OpsSignInOptions> = async (
  app,
  { db, otp, tokens },
) => {
  // The phones here are the signed-in person's own.
  unmaskPhonesOfEveryRoute(app);
  app.post(
    '/ops/v1/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ops console: start signing in (a one-time code to a listed number)',
        body: PhoneBody,
        response: { 202: CodeSentBody, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const phone = requireValidPhone(request.body.phone_number);
      const listed = (await findOpsPersonByPhone(db, phone.e164)) !== null;
      const sent = await otp.send(phone, request.ip, undefined, { deliver: listed });
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/ops/v1/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ops console: check the code and start an ops session',
        body: VerifyOtpBody,
        response: { 200: OpsSessionBody, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const phone = requireValidPhone(request.body.phone_number);
      const check = await otp.confirm(phone, request.body.code, request.ip);
      if (check.outcome !== 'valid') throw codeRefusal(check);
      // Read after the code: a person an admin removed meanwhile gets no session.
      const person = await findOpsPersonByPhone(db, phone.e164);
      if (!person) throw notOps();
      return {
        accessToken: tokens.signOpsAccess(person.id),
        expiresIn: OPS_ACCESS_TOKEN_TTL_MS / 1000,
        person,
      };
    },
  );

  app.get(
    '/ops/v1/me',
    {
      onRequest: requireOpsCaller,
      schema: {
        tags: ['auth'],
        summary: 'Ops console: the signed-in ops person and their roles as they stand now',
        response: { 200: OpsPersonBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      // The deployment's token is no person: scripts have no console to show.
      const caller = request.caller;
      if (caller?.kind !== 'ops' || !caller.person) throw notOps();
      return caller.person;
    },
  );
};
