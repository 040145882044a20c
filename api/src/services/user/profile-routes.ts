import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BasicInfoBody,
  MemberCheckBody,
  ProfileBody,
  ProfileChangeBody,
} from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { changeMemberData } from '../../members/member-ops-events';
import { changeProfile, findMissingDetails, findProfile } from '../../members/profile-repository';
import {
  assertMayAccess,
  opsChange,
  ownedMember,
  requireCaller,
  requireMember,
  requireSignedInMember,
  sessionEnded,
} from '../../security/caller';

const answers = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * A free member's profile, named by id (that member or ops), and the signed-in member's own.
 * Decision 0039 says what `check` answers.
 */
export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/free-member/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['user'],
        summary:
          "Change a member's name, city, state or language (only the fields sent); ops give a reason, kept for the member to see",
        params: IdParams,
        body: ProfileChangeBody,
        response: { 200: ProfileBody, ...answers },
      },
    },
    async (request) => {
      // Ownership before existence: another member's id and a missing one both answer 403.
      const leadId = request.params.id;
      assertMayAccess(request, { id: leadId });
      const profile = await changeMemberData(db, {
        leadId,
        ops: opsChange(request, request.body.reason),
        action: 'profile_changed',
        read: (tx) => findProfile(tx, leadId),
        change: (tx) => changeProfile(tx, leadId, request.body),
      });
      if (!profile) throw notFound('No such member.');
      return profile;
    },
  );

  app.get(
    '/free-member/details',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary: "The signed-in member's profile",
        response: { 200: ProfileBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const profile = await findProfile(db, requireMember(request).leadId);
      if (!profile) throw sessionEnded();
      return profile;
    },
  );

  app.get(
    '/free-member/basic-info/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['user'],
        summary: "A member's name, city, state, country and language",
        params: IdParams,
        response: { 200: BasicInfoBody, ...answers },
      },
    },
    async (request) => {
      const { id, name, city, state, country_code, preferred_language } = ownedMember(
        request,
        await findProfile(db, request.params.id),
      );
      return { id, name, city, state, country_code, preferred_language };
    },
  );

  app.get(
    '/free-member/check/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['user'],
        summary:
          'Where a member stands: taking part now, paid, and whether their details are complete',
        params: IdParams,
        response: { 200: MemberCheckBody, ...answers },
      },
    },
    async (request) => {
      const member = ownedMember(request, await findProfile(db, request.params.id));
      const missing = (await findMissingDetails(db, member.id)) ?? [];
      return {
        id: member.id,
        enrolled: member.active_challenge_id !== null,
        paid: member.is_paid || member.ispaymentdone,
        details_complete: missing.length === 0,
        missing,
      };
    },
  );
};
