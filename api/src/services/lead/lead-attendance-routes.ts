import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttendanceCorrectionBody,
  LeadAttendanceBody,
  WorldRecordAttendanceBody,
} from '@yoga/shared/schemas';
import type { AttendanceWriter } from '../../attendance/attendance-writer';
import { enrolledChallengeOf } from '../../attendance/open-session';
import type { SessionCache } from '../../attendance/session-cache';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { findLeadBySlug } from '../../members/lead-repository';
import { opsActor, requireCaller } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { OptionalSlugQuery } from './live-schemas';
import { leadAttendance, worldRecordAttendance } from './live-repository';
import { targetMember } from './member-target';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A member's attendance, day by day; ops corrections of it; the world-record session. */
export const leadAttendanceRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  sessions: SessionCache;
  attendance: AttendanceWriter;
}> = async (app, { db, sessions, attendance }) => {
  app.get(
    '/lead/getleadattendance',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['lead'],
        summary:
          "The sessions a member attended in their challenge, by day (the caller's own unless ops name a slug)",
        querystring: OptionalSlugQuery,
        response: { 200: LeadAttendanceBody, ...errors },
      },
    },
    async (request) => {
      const member = await targetMember(db, request, request.query.slug);
      return leadAttendance(db, member.id, member.active_challenge_id);
    },
  );

  app.post(
    '/lead/updateleadattendance',
    {
      onRequest: requireOps('support'),
      schema: {
        tags: ['lead'],
        summary:
          "Ops: adds or removes one session's attendance of a member, with the reason kept in an audit table",
        body: AttendanceCorrectionBody,
        response: { 200: LeadAttendanceBody, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const { slug, day, batch, attended, reason } = request.body;
      const member = await findLeadBySlug(db, slug);
      if (!member) throw notFound('No such member.');
      const challengeId = enrolledChallengeOf(member);
      const session = (await sessions.of(challengeId)).find(
        (candidate) => candidate.day === day && candidate.batch === batch,
      );
      if (!session) throw notFound(`The member's challenge has no day ${day} batch ${batch}.`);
      await attendance.correct({
        leadId: member.id,
        sessionId: session.id,
        challengeId,
        attended,
        reason,
        actor: opsActor(request.caller),
      });
      return leadAttendance(db, member.id, challengeId);
    },
  );

  app.get(
    '/lead/worldrecordattendance',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['lead'],
        summary: "The world-record attempt of the member's challenge, and whether they attended it",
        querystring: OptionalSlugQuery,
        response: { 200: WorldRecordAttendanceBody, ...errors },
      },
    },
    async (request) => {
      const member = await targetMember(db, request, request.query.slug);
      return worldRecordAttendance(db, member.id, member.active_challenge_id);
    },
  );
};
