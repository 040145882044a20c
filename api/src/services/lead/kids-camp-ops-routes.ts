import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KidsCampBody, OpsKidsCampListBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ContentEventListBody } from '../../festival/content-schemas';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';
import { allCamps, campEvents, putCamp } from './kids-camp-repository';
import { KidsCampInput, KidsCampParams, type KidsCampInputRow } from './kids-camp-schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const invalid = (field: string, message: string) =>
  new HttpError(400, 'invalid_input', message, { field });

/** What the schema cannot say: the days in order, each batch named once and ending after it starts. */
function checkCamp(camp: KidsCampInputRow): void {
  if (camp.ends_on < camp.starts_on) throw invalid('ends_on', 'ends_on is before starts_on.');
  const ids = camp.batches.map((batch) => batch.id);
  if (new Set(ids).size !== ids.length) throw invalid('batches', 'Two batches have one id.');
  if (camp.batches.some((batch) => batch.ends_at <= batch.starts_at)) {
    throw invalid('batches', 'A batch ends before it starts.');
  }
}

/**
 * Ops: write the kids camp without a release (decision 0045). A PUT creates the camp or replaces
 * it whole; every write is kept in the camp's audit log with its reason, before and after. The
 * camp's texts, days and batches are content's work, as the festivals' are (decision 0049).
 */
export const kidsCampOpsRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  guardEveryRoute(app, requireOps('content'));

  app.get(
    '/kidscamp/ops/camps',
    {
      schema: {
        tags: ['lead'],
        summary: 'Ops: every kids camp, past, running and to come, the latest to start first',
        querystring: NoQuery,
        response: { 200: OpsKidsCampListBody, ...errors },
      },
    },
    async () => ({ camps: await allCamps(db, clock()) }),
  );

  app.put(
    '/kidscamp/ops/camps/:slug',
    {
      schema: {
        tags: ['lead'],
        summary: 'Ops: creates a kids camp (201) or replaces it whole (200), in English and Hindi',
        params: KidsCampParams,
        body: KidsCampInput,
        response: { 200: KidsCampBody, 201: KidsCampBody, ...errors },
      },
    },
    async (request, reply) => {
      checkCamp(request.body);
      const { camp, created } = await putCamp(
        db,
        request.params.slug,
        request.body,
        opsActor(request.caller),
        clock(),
      );
      return reply.code(created ? 201 : 200).send(camp);
    },
  );

  app.get(
    '/kidscamp/ops/camps/:slug/events',
    {
      schema: {
        tags: ['lead'],
        summary: "Ops: a kids camp's audit log (who, what, when, why, before and after)",
        params: KidsCampParams,
        querystring: NoQuery,
        response: { 200: ContentEventListBody, ...errors },
      },
    },
    async (request) => {
      const events = await campEvents(db, request.params.slug);
      if (events.length === 0) throw notFound('There is no such kids camp.');
      return { events };
    },
  );
};
