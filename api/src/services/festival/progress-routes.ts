import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FESTIVAL_TOOL_ID, FestivalStateBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { festivalProgressOf, mergeFestivalProgress } from '../../festival/progress-repository';
import { ErrorBody, HttpError } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { NoQuery } from '../../http/schemas';
import { requireMember, requireSignedInMember } from '../../security/caller';
import { guardEveryRoute } from '../../security/route-guards';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

const HABIT_NAME = new RegExp(FESTIVAL_TOOL_ID);

/** What the schema cannot say: each habit is named as a tool is, in at most 40 characters. */
function checkHabitNames(habits: Record<string, unknown>): void {
  const bad = Object.keys(habits).find((name) => name.length > 40 || !HABIT_NAME.test(name));
  if (bad !== undefined) {
    throw new HttpError(
      400,
      'invalid_input',
      'habits must be named in lower-case words joined by hyphens (at most 40 characters).',
      { field: 'habits' },
    );
  }
}

/** The signed-in member's festival store (spec section 3), kept across their devices. */
export const progressRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  guardEveryRoute(app, requireSignedInMember);

  app.get(
    '/progress',
    {
      schema: {
        tags: ['festival'],
        summary: "The member's festival habits, completed tools and step progress",
        querystring: NoQuery,
        response: { 200: FestivalStateBody, ...errors },
      },
    },
    async (request) => festivalProgressOf(db, requireMember(request).leadId),
  );

  app.put(
    '/progress',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['festival'],
        summary:
          "Merges a device's festival progress into the member's (nothing either side had is lost) and answers the whole",
        body: FestivalStateBody,
        response: { 200: FestivalStateBody, ...errors },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      checkHabitNames(request.body.habits);
      return mergeFestivalProgress(db, leadId, request.body);
    },
  );
};
