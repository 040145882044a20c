import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionCache } from '../../attendance/session-cache';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { IdParams, NoContent } from '../../http/schemas';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';
import {
  AdminSessionBody,
  AdminSessionListBody,
  SessionInput,
  SessionSlotParams,
} from './session-admin-schemas';
import { adminSessions, deleteSession, putSession } from './session-admin-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Ops: a challenge's days and batches, their links, Zoom capacity and world-record attempt. */
export const sessionAdminRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  sessions: SessionCache;
}> = async (app, { db, sessions }) => {
  guardEveryRoute(app, requireOps('content'));

  app.get(
    '/program/:id/sessions',
    {
      schema: {
        tags: ['lead'],
        summary: 'Ops: every session of a challenge with its links and Zoom seats taken',
        params: IdParams,
        response: { 200: AdminSessionListBody, ...errors },
      },
    },
    async (request) => adminSessions(db, request.params.id),
  );

  app.put(
    '/program/:id/sessions/:day/:batch',
    {
      schema: {
        tags: ['lead'],
        summary: "Ops: creates or replaces one day's one batch of a challenge",
        params: SessionSlotParams,
        body: SessionInput,
        response: { 200: AdminSessionBody, ...errors },
      },
    },
    async (request) => {
      const { id, day, batch } = request.params;
      const session = await putSession(db, { challengeId: id, day, batch }, request.body);
      if (!session) throw notFound(`There is no challenge ${id}.`);
      sessions.forget(id);
      return session;
    },
  );

  app.delete(
    '/program/:id/sessions/:day/:batch',
    {
      schema: {
        tags: ['lead'],
        summary: "Ops: removes one day's one batch (and the attendance recorded at it)",
        params: SessionSlotParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, day, batch } = request.params;
      if (!(await deleteSession(db, { challengeId: id, day, batch }))) {
        throw notFound(`Challenge ${id} has no day ${day} batch ${batch}.`);
      }
      sessions.forget(id);
      return reply.code(204).send(null);
    },
  );
};
