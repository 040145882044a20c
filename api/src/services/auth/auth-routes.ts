import { NoContent } from '../../http/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeSentBody, SessionBody } from '@yoga/shared/schemas';
import type { DevOutboxAccess } from '../../config/env';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { findLeadById } from '../../members/lead-repository';
import { requireValidPhone } from '../../members/phone';
import type { OtpService } from '../../security/otp-service';
import {
  ACCESS_TOKEN_TTL_MS,
  revokeByToken,
  rotateRefreshToken,
  type TokenService,
} from '../../security/tokens';
import { mayReadDevOutbox } from '../../sms/dev-outbox-access';
import { DevSmsSender } from '../../sms/dev-sms-sender';
import type { SmsSender } from '../../sms/sms-sender';
import { codeRefusal } from '../../security/otp-errors';
import { OutboxBody, OutboxQuery, PhoneBody, RefreshBody, VerifyOtpBody } from './auth-schemas';
import { sessionEnded } from '../../security/caller';

export interface AuthRoutesOptions {
  db: Database;
  otp: OtpService;
  tokens: TokenService;
  sms: SmsSender;
  /** Who may read the dev sender's outbox (see `mayReadDevOutbox`). */
  devOutbox: DevOutboxAccess;
}

/** Signing in with a one-time code, sessions, and (dev sender only) the dev outbox. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { db, otp, tokens, sms, devOutbox },
) => {
  const sendCode = {
    schema: {
      tags: ['auth'],
      body: PhoneBody,
      response: { 202: CodeSentBody, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
  };
  const handleSend = async (
    request: { body: { phone_number: string }; ip: string },
    reply: { status(code: number): unknown },
  ) => {
    const sent = await otp.send(requireValidPhone(request.body.phone_number), request.ip);
    reply.status(202);
    return sent;
  };
  app.post(
    '/public/auth/v1/login',
    {
      ...sendCode,
      schema: { ...sendCode.schema, summary: 'Start signing in: sends a one-time code' },
    },
    handleSend,
  );
  app.post(
    '/public/auth/v1/send-otp',
    { ...sendCode, schema: { ...sendCode.schema, summary: 'Send (or resend) a one-time code' } },
    handleSend,
  );

  app.post(
    '/public/auth/v1/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a one-time code and sign in',
        body: VerifyOtpBody,
        response: { 200: SessionBody, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const phone = requireValidPhone(request.body.phone_number);
      const check = await otp.signIn(phone, request.body.code, request.ip);
      if (check.outcome !== 'valid') throw codeRefusal(check);
      // Only someone holding the phone gets this far, so saying it has not joined leaks nothing.
      if (!check.session) {
        throw new HttpError(
          404,
          'not_joined',
          'This number has not joined the challenge yet. Please join with your name first.',
        );
      }
      const { lead, refreshToken } = check.session;
      return {
        accessToken: tokens.signAccess(lead.id, lead.phone_number),
        refreshToken,
        expiresIn: ACCESS_TOKEN_TTL_MS / 1000,
        account: lead,
      };
    },
  );

  app.post(
    '/public/auth/v1/refresh-token',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (rotation; reuse revokes the family)',
        body: RefreshBody,
        response: { 200: SessionBody, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const rotated = await rotateRefreshToken(db, request.body.refreshToken);
      if (rotated.outcome !== 'rotated') throw sessionEnded();
      const lead = await findLeadById(db, rotated.leadId);
      if (!lead) throw sessionEnded();
      return {
        accessToken: tokens.signAccess(lead.id, lead.phone_number),
        refreshToken: rotated.token,
        expiresIn: ACCESS_TOKEN_TTL_MS / 1000,
        account: lead,
      };
    },
  );

  app.post(
    '/public/auth/v1/logout',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the refresh token and its family',
        body: RefreshBody,
        response: { 204: NoContent, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await revokeByToken(db, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  if (sms instanceof DevSmsSender) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Development only: codes the dev SMS sender "sent" to a number (loopback clients only unless DEV_OUTBOX=open)',
          querystring: OutboxQuery,
          response: {
            200: OutboxBody,
            400: ErrorBody,
            403: ErrorBody,
          },
        },
      },
      async (request) => {
        if (!mayReadDevOutbox(request, devOutbox)) {
          throw new HttpError(
            403,
            'forbidden',
            'The dev outbox answers only clients on the server machine itself.',
          );
        }
        return sms.messagesFor(request.query.phone_number);
      },
    );
  }
};
