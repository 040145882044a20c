import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientLogAccepted, ClientLogInput } from '@yoga/shared/schemas';
import { storeClientEvents } from './client-event-repository';
import type { Database } from '../../db/database';
import { ErrorBody } from '../../http/errors';

/**
 * Spec section 7's `internal/logs` (decision 0046): the analytics events a browser batched, sent
 * with `navigator.sendBeacon` as the page is hidden, which can carry no token. So anyone may
 * send: every event is checked against its schema, a batch is capped, a client network may send
 * `perMinute` batches, and no event says who the member is. Events of children's pages (the kids
 * camp) are dropped. Answered 202 once stored: the browser never waits on it.
 */
export const clientLogRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  perMinute: number;
}> = async (app, { db, perMinute }) => {
  app.post(
    '/internal/logs',
    {
      config: { rateLimit: { max: perMinute } },
      // A page hide sends at most one 50-event batch of short fields.
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['user'],
        summary: "A browser's batch of analytics events (page views, video plays); no sign-in",
        body: ClientLogInput,
        response: { 202: ClientLogAccepted, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return storeClientEvents(db, request.body.events);
    },
  );
};
