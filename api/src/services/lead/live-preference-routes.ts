import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LivePreferencesBody, ResourceOpenedBody } from '@yoga/shared/schemas';
import { enrolledChallengeOf } from '../../attendance/open-session';
import type { SessionCache } from '../../attendance/session-cache';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError } from '../../http/errors';
import { IdParams, NoContent } from '../../http/schemas';
import { findLeadById } from '../../members/lead-repository';
import { changeMemberData } from '../../members/member-ops-events';
import {
  opsChange,
  ownedMember,
  requireCaller,
  requireMember,
  requireSignedInMember,
} from '../../security/caller';
import { LivePreferencesUpdate } from './live-schemas';
import { livePreferences, trackResource, updateLivePreferences } from './live-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const batchProblem = (message: string) =>
  new HttpError(400, 'invalid_input', message, { field: 'preferred_batch' });

/** The member's preferred batch and reminder (`remind/{id}`), and the resources they open. */
export const livePreferenceRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  sessions: SessionCache;
}> = async (app, { db, sessions }) => {
  app.get(
    '/lead/remind/:id',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['lead'],
        summary: "A member's preferred batch and whether they are texted before it",
        params: IdParams,
        response: { 200: LivePreferencesBody, ...errors },
      },
    },
    async (request) => {
      const member = ownedMember(request, await findLeadById(db, request.params.id));
      const preferences = await livePreferences(db, member.id);
      if (!preferences) throw new HttpError(404, 'not_found', 'No such member.');
      return preferences;
    },
  );

  app.post(
    '/lead/remind/:id',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['lead'],
        summary:
          'Sets the preferred batch and turns the reminder 10 minutes before it on or off (the reminder needs a batch); ops give a reason, kept for the member to see',
        params: IdParams,
        body: LivePreferencesUpdate,
        response: { 200: LivePreferencesBody, ...errors },
      },
    },
    async (request) => {
      const member = ownedMember(request, await findLeadById(db, request.params.id));
      const ops = opsChange(request, request.body.reason);
      const batch = request.body.preferred_batch;
      if (typeof batch === 'number') {
        const challengeId = enrolledChallengeOf(member);
        const batches = new Set((await sessions.of(challengeId)).map((session) => session.batch));
        if (!batches.has(batch)) throw batchProblem(`The challenge has no batch ${batch}.`);
      }
      const updated = await changeMemberData(db, {
        leadId: member.id,
        ops,
        action: 'live_preferences_changed',
        read: (tx) => livePreferences(tx, member.id),
        change: (tx) => updateLivePreferences(tx, member.id, request.body),
      });
      if (!updated) throw batchProblem('Choose a batch before turning the reminder on.');
      return updated;
    },
  );

  app.post(
    '/lead/resourcetrack',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary: "The member opened a day's replay or PDF guide",
        body: ResourceOpenedBody,
        response: { 204: NoContent, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = requireMember(request);
      const member = ownedMember(request, await findLeadById(db, caller.leadId));
      await trackResource(db, {
        leadId: member.id,
        challengeId: enrolledChallengeOf(member),
        ...request.body,
      });
      return reply.code(204).send(null);
    },
  );
};
