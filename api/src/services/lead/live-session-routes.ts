import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JoinedSessionBody, JoinSessionBody, MarkedAttendanceBody } from '@yoga/shared/schemas';
import type { AttendanceSource } from '@yoga/shared/models';
import { MarkAttendanceRequest } from '../../attendance/attendance-schemas';
import type { AttendanceWriter } from '../../attendance/attendance-writer';
import {
  enrolledChallengeOf,
  markOpenSession,
  openSessionOrRefuse,
} from '../../attendance/open-session';
import type { SessionCache } from '../../attendance/session-cache';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { findLeadById } from '../../members/lead-repository';
import {
  ownedMember,
  requireCaller,
  requireMember,
  requireSignedInMember,
} from '../../security/caller';
import { SlugQuery } from './live-schemas';
import { joinLink } from './live-repository';
import { targetMember } from './member-target';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The lead service's marking paths (docs/decisions/0012-marking-paths.md): Join, and the two
 * `?slug=` marks. They share the subscription mark's rule and writer, so any mix of them records
 * a session once.
 */
export const liveSessionRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  attendance: AttendanceWriter;
  sessions: SessionCache;
  clock: () => Date;
}> = async (app, { db, attendance, sessions, clock }) => {
  app.post(
    '/lead/joinsession',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary:
          "Joins the member to a batch of today's session: counts their attendance and answers the link to open (Zoom while it has room, then YouTube)",
        body: JoinSessionBody,
        response: { 200: JoinedSessionBody, ...errors },
      },
    },
    async (request) => {
      const caller = requireMember(request);
      const member = ownedMember(request, await findLeadById(db, caller.leadId));
      const challengeId = enrolledChallengeOf(member);
      const session = openSessionOrRefuse(
        await sessions.of(challengeId),
        clock(),
        request.body.batch,
      );
      const link = await joinLink(db, member.id, session.id);
      if (!link) throw notFound('This session has no link to join yet.');
      const totals = await attendance.record({
        leadId: member.id,
        sessionId: session.id,
        challengeId,
        source: 'join',
      });
      return { ...totals, day: session.day, batch: session.batch, ...link };
    },
  );

  const markRoute = (path: string, source: AttendanceSource, summary: string) =>
    app.post(
      path,
      {
        onRequest: requireCaller,
        schema: {
          tags: ['lead'],
          summary,
          querystring: SlugQuery,
          body: MarkAttendanceRequest,
          response: { 200: MarkedAttendanceBody, ...errors },
        },
        // No body at all means the same as `{}`: mark whatever is open now.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => {
        const member = await targetMember(db, request, request.query.slug);
        return markOpenSession(
          { sessions, attendance },
          { member, now: clock(), batch: request.body.batch, source },
        );
      },
    );

  markRoute(
    '/lead/attendsession',
    'attend',
    'The member says they are in the session open now (they came in through a shared or reminder link, not Join)',
  );
  markRoute(
    '/lead/markattendance',
    'mark',
    "Marks a member present at the session open now (a host's or ops' roll call, or the member)",
  );
};
