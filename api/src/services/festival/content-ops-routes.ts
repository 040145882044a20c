import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { festivalVideoOf } from '@yoga/shared/domain';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';
import type { ContentReads } from './content-reads';
import {
  allRecipes,
  garbaStepEvents,
  garbaSteps,
  opsGarbaStepWire,
  putGarbaStep,
  putRecipe,
  recipeEvents,
} from '../../festival/content-repository';
import {
  ContentEventListBody,
  GarbaStepInput,
  GarbaStepParams,
  OpsGarbaStepBody,
  OpsGarbaStepListBody,
  OpsRecipeBody,
  OpsRecipeListBody,
  RecipeInput,
  RecipeParams,
} from '../../festival/content-schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Ops: write the festival tools' content (recipes, garba steps) without a release. A PUT creates
 * the item or replaces it whole; every write is kept in the item's audit log with its reason and
 * the item before and after.
 */
export const contentOpsRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  content: ContentReads;
}> = async (app, { db, content }) => {
  guardEveryRoute(app, requireOps('content'));

  app.get(
    '/ops/recipes',
    {
      schema: {
        tags: ['festival'],
        summary: 'Ops: every recipe, published or not, by position then slug',
        querystring: NoQuery,
        response: { 200: OpsRecipeListBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ recipes: await allRecipes(db) }),
  );

  app.put(
    '/ops/recipes/:slug',
    {
      schema: {
        tags: ['festival'],
        summary: 'Ops: creates a recipe (201) or replaces it whole (200), in English and Hindi',
        params: RecipeParams,
        body: RecipeInput,
        response: { 200: OpsRecipeBody, 201: OpsRecipeBody, ...errors },
      },
    },
    async (request, reply) => {
      const { item, created } = await putRecipe(
        db,
        request.params.slug,
        request.body,
        opsActor(request.caller),
      );
      content.forget();
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  app.get(
    '/ops/recipes/:slug/events',
    {
      schema: {
        tags: ['festival'],
        summary: "Ops: a recipe's audit log (who, what, when, why, before and after), oldest first",
        params: RecipeParams,
        querystring: NoQuery,
        response: { 200: ContentEventListBody, ...errors },
      },
    },
    async (request) => {
      const events = await recipeEvents(db, request.params.slug);
      if (events.length === 0) throw notFound('There is no such recipe.');
      return { events };
    },
  );

  app.get(
    '/ops/garba/steps',
    {
      schema: {
        tags: ['festival'],
        summary: "Ops: the garba tool's steps, in order, with the video link each was given",
        querystring: NoQuery,
        response: { 200: OpsGarbaStepListBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ steps: (await garbaSteps(db)).map(opsGarbaStepWire) }),
  );

  app.put(
    '/ops/garba/steps/:step',
    {
      schema: {
        tags: ['festival'],
        summary:
          'Ops: creates a garba step (201; at most one past the last) or replaces it whole (200)',
        params: GarbaStepParams,
        body: GarbaStepInput,
        response: { 200: OpsGarbaStepBody, 201: OpsGarbaStepBody, ...errors },
      },
    },
    async (request, reply) => {
      const { step } = request.params;
      const link = request.body.video_url;
      if (link !== null && !festivalVideoOf(link)) {
        throw new HttpError(
          400,
          'invalid_input',
          'video_url must be a YouTube video or an https link to an .mp4 or .webm file.',
          { field: 'video_url' },
        );
      }
      const put = await putGarbaStep(db, step, request.body, opsActor(request.caller));
      if (!put) {
        throw new HttpError(
          400,
          'invalid_input',
          `Step ${step} would leave a gap: add the steps before it first.`,
          { field: 'step' },
        );
      }
      content.forget();
      return reply.code(put.created ? 201 : 200).send(opsGarbaStepWire(put.item));
    },
  );

  app.get(
    '/ops/garba/steps/:step/events',
    {
      schema: {
        tags: ['festival'],
        summary: "Ops: a garba step's audit log (who, what, when, why, before and after)",
        params: GarbaStepParams,
        querystring: NoQuery,
        response: { 200: ContentEventListBody, ...errors },
      },
    },
    async (request) => {
      const events = await garbaStepEvents(db, request.params.step);
      if (events.length === 0) throw notFound('There is no such garba step.');
      return { events };
    },
  );
};
