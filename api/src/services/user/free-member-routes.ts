import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeadBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { IdParams } from '../../http/schemas';
import { enrolLead, findLeadById, findLeadBySlug } from '../../members/lead-repository';
import { SlugParams } from '../../members/member-schemas';
import {
  ownedMember,
  requireCaller,
  requireMember,
  requireSignedInMember,
  sessionEnded,
} from '../../security/caller';
import { MemberNameBody, SlugNameQuery } from './free-member-schemas';

/** Enrolling as a free member, reading a member, and the public name behind a referral slug. */
export const freeMemberRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  /** Told after an enrolment, which may have changed a challenge's registration count. */
  onEnrolled: () => void;
}> = async (app, { db, onEnrolled }) => {
  app.post(
    '/free-member',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary: "Register the signed-in lead as a free member of its country's active challenge",
        response: { 200: LeadBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const member = await db.transaction((tx) => enrolLead(tx, leadId));
      if (!member) throw sessionEnded();
      onEnrolled();
      return member;
    },
  );

  app.get(
    '/free-member/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['user'],
        summary: 'A free member',
        params: IdParams,
        response: { 200: LeadBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ownedMember(request, await findLeadById(db, request.params.id)),
  );

  // Public on purpose: a referral link shows who invited the visitor, by first name only.
  app.get(
    '/free-member/slug/:slug',
    {
      schema: {
        tags: ['user'],
        summary: 'Public: the name behind a referral slug (nothing else)',
        params: SlugParams,
        querystring: SlugNameQuery,
        response: { 200: MemberNameBody, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const member = await findLeadBySlug(db, request.params.slug);
      if (!member) throw notFound('This invitation link is not valid.');
      return { name: member.name };
    },
  );
};
