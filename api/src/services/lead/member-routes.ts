import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeSentBody, LeadBody } from '@yoga/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { signupNetwork } from '../../http/client-network';
import { IdParams } from '../../http/schemas';
import { deviceIdOf } from '../../members/device-id';
import { acceptedName } from '../../members/name-input';
import {
  findLeadById,
  findLeadByPhone,
  findLeadBySlug,
  registerLead,
} from '../../members/lead-repository';
import { MemberPhoneQuery, SlugParams } from '../../members/member-schemas';
import { requireValidPhone } from '../../members/phone';
import {
  ownedMember,
  requireCaller,
  requireMember,
  requireSignedInMember,
  sessionEnded,
} from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { OTP_POLICY } from '../../security/otp-policy';
import { TooManyRequests, type OtpService } from '../../security/otp-service';
import { ReferralParams, RegisterBody } from './lead-schemas';

/** Joining and reading a member's own lead record. */
export const memberRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  otp: OtpService;
  referralBurstLimit: number;
}> = async (app, { db, otp, referralBurstLimit }) => {
  const register = async (
    body: { name: string; phone_number: string },
    referral: string | null,
    request: FastifyRequest,
  ) => {
    const ip = request.ip;
    const name = acceptedName(body.name);
    const phone = requireValidPhone(body.phone_number);
    const writeLead = () =>
      registerLead(
        db,
        {
          name,
          phone: phone.e164,
          countryCode: phone.country ?? 'IN',
          referralSlug: referral,
          device: deviceIdOf(request),
          network: signupNetwork(ip),
        },
        referralBurstLimit,
      );
    try {
      return await otp.send(phone, ip, writeLead);
    } catch (error) {
      // Registering again within the resend cooldown is not an error: the code already sent,
      // at most a minute ago, still works, and this registration's name and referrer count.
      // Every other limit stays a 429 and writes nothing.
      if (error instanceof TooManyRequests && error.limit === 'cooldown') {
        await writeLead();
        const resendAfterSeconds =
          error.details.retryAfterSeconds ?? OTP_POLICY.resendCooldownMs / 1000;
        const sentSecondsAgo = OTP_POLICY.resendCooldownMs / 1000 - resendAfterSeconds;
        return {
          message: `We already sent a code to ${phone.international}.`,
          phone_number: phone.international,
          resendAfterSeconds,
          expiresInSeconds: OTP_POLICY.lifetimeMs / 1000 - sentSecondsAgo,
        };
      }
      throw error;
    }
  };

  const registerSchema = {
    tags: ['lead'],
    body: RegisterBody,
    response: { 202: CodeSentBody, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
  };

  app.post(
    '/lead/register',
    {
      schema: {
        ...registerSchema,
        summary: 'Join: creates the lead (idempotent) and sends a sign-in code',
      },
    },
    async (request, reply) => {
      const sent = await register(request.body, null, request);
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/lead/register/:referral',
    {
      schema: {
        ...registerSchema,
        summary: 'Join through a referral link (the referrer named by slug)',
        params: ReferralParams,
      },
    },
    async (request, reply) => {
      const sent = await register(request.body, request.params.referral, request);
      return reply.status(202).send(sent);
    },
  );

  const readSchema = {
    tags: ['lead'],
    response: { 200: LeadBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  };

  app.get(
    '/lead/getleadinfo/:id',
    {
      preHandler: requireCaller,
      schema: { ...readSchema, summary: "A member's lead record", params: IdParams },
    },
    async (request) => ownedMember(request, await findLeadById(db, request.params.id)),
  );

  app.get(
    '/lead/get',
    {
      onRequest: requireSignedInMember,
      schema: { ...readSchema, summary: "The signed-in member's lead record" },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const lead = await findLeadById(db, leadId);
      if (!lead) throw sessionEnded();
      return lead;
    },
  );

  app.get(
    '/lead/slug/:slug',
    {
      preHandler: requireCaller,
      schema: { ...readSchema, summary: 'A member by slug', params: SlugParams },
    },
    async (request) => ownedMember(request, await findLeadBySlug(db, request.params.slug)),
  );

  app.get(
    '/ops/members',
    {
      preHandler: requireOps('support'),
      schema: {
        ...readSchema,
        summary:
          'Ops: the member with this phone number (support find a caller by the number they call from)',
        querystring: MemberPhoneQuery,
      },
    },
    async (request) => {
      const lead = await findLeadByPhone(db, request.query.phone_number);
      if (!lead) throw notFound('No member has this number.');
      return lead;
    },
  );
};
