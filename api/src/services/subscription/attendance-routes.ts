import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AttendanceBody, MarkedAttendanceBody } from '@yoga/shared/schemas';
import {
  attendanceTotalsOf,
  markingMembersBySlug,
  totalsKey,
} from '../../attendance/attendance-repository';
import type { AttendanceWriter } from '../../attendance/attendance-writer';
import { MarkAttendanceRequest } from '../../attendance/attendance-schemas';
import { createBatchedLookup } from '../../attendance/batched-lookup';
import { markOpenSession } from '../../attendance/open-session';
import type { SessionCache } from '../../attendance/session-cache';
import type { Database } from '../../db/database';
import { ErrorBody } from '../../http/errors';
import { SlugParams } from '../../members/member-schemas';
import { ownedMember, requireCaller } from '../../security/caller';
import { NoQuery } from '../../http/schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Spec section 3's attendance of a member (that member or ops only): read it, and mark the session
 * open now. Marking is idempotent: a retry, a double tap or a concurrent request records one row
 * and answers the same.
 */
export const attendanceRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  attendance: AttendanceWriter;
  sessions: SessionCache;
  clock: () => Date;
}> = async (app, { db, attendance, sessions, clock }) => {
  // Thousands of members mark at once when a batch starts: one query finds them all per turn.
  const members = createBatchedLookup((slugs: string[]) => markingMembersBySlug(db, slugs));
  // Likewise the totals that members read (on /live, after every mark of theirs elsewhere).
  const totals = createBatchedLookup((keys: string[]) =>
    attendanceTotalsOf(
      db,
      keys.map((key) => {
        const [leadId, challengeId] = key.split(':').map(Number);
        return { leadId: leadId ?? 0, challengeId: challengeId ?? 0 };
      }),
    ),
  );
  app.get(
    '/free-member/attendance/:slug',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['subscription'],
        summary: "A member's attendance in their challenge (sessions, and days with one)",
        params: SlugParams,
        querystring: NoQuery,
        response: { 200: AttendanceBody, ...errors },
      },
    },
    async (request) => {
      const member = ownedMember(request, await members.get(request.params.slug));
      const challengeId = member.active_challenge_id;
      const none = { total_attendance: 0, total_attended_days: 0 };
      if (challengeId === null) return none;
      return (await totals.get(totalsKey(member.id, challengeId))) ?? none;
    },
  );

  app.post(
    '/free-member/attendance/:slug',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['subscription'],
        summary:
          "Marks the member's attendance at the session of their challenge open now (optionally of one batch)",
        params: SlugParams,
        querystring: NoQuery,
        body: MarkAttendanceRequest,
        response: { 200: MarkedAttendanceBody, ...errors, 409: ErrorBody },
      },
      // No body at all means the same as `{}`: mark whatever is open now.
      // A callback hook, not an async one: one promise less on the hottest route.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
    },
    async (request) => {
      const member = ownedMember(request, await members.get(request.params.slug));
      return markOpenSession(
        { sessions, attendance },
        { member, now: clock(), batch: request.body.batch, source: 'member' },
      );
    },
  );
};
