import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttendanceCorrectionBody,
  BulkAttendanceCorrectionAnswer,
  BulkAttendanceCorrectionBody,
  LeadAttendanceBody,
  WorldRecordAttendanceBody,
} from '@yoga/shared/schemas';
import type { AttendanceWriter } from '../../attendance/attendance-writer';
import { enrolledChallengeOf } from '../../attendance/open-session';
import type { SessionCache } from '../../attendance/session-cache';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { findLeadByPhone, findLeadBySlug } from '../../members/lead-repository';
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
  /** One session's attendance of one member, as ops change it; answers the member's challenge. */
  async function correct(
    member: { id: number; active_challenge_id: number | null },
    {
      day,
      batch,
      attended,
      reason,
    }: { day: number; batch: number; attended: boolean; reason: string },
    actor: string,
  ): Promise<number> {
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
      actor,
    });
    return challengeId;
  }

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
      const { slug, ...change } = request.body;
      const member = await findLeadBySlug(db, slug);
      if (!member) throw notFound('No such member.');
      const challengeId = await correct(member, change, opsActor(request.caller));
      return leadAttendance(db, member.id, challengeId);
    },
  );

  app.post(
    '/ops/attendance-corrections',
    {
      onRequest: requireOps('support'),
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['lead'],
        summary:
          "Ops: adds or removes one session's attendance of many members at once (by link name or number), one reason for all; each audited",
        body: BulkAttendanceCorrectionBody,
        response: {
          200: BulkAttendanceCorrectionAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      const { members, ...change } = request.body;
      const actor = opsActor(request.caller);
      const results = [];
      // One after another: a correction recounts the member's points and rank, and five hundred
      // at once would crowd out the members' own requests.
      for (const named of members) {
        try {
          const member = named.startsWith('+')
            ? await findLeadByPhone(db, named)
            : await findLeadBySlug(db, named);
          if (!member) throw notFound('No member has this link name or number.');
          await correct(member, change, actor);
          results.push({ member: named, outcome: 'corrected' as const, code: null, message: null });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({
            member: named,
            outcome: 'refused' as const,
            code: error.code,
            message: error.message,
          });
        }
      }
      return { results };
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
