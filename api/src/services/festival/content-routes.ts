import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GarbaStepListBody, RecipeListBody } from '@yoga/shared/schemas';
import { ErrorBody } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import type { ContentReads } from './content-reads';

/**
 * What anyone reads of the festival tools (no session): all of a tool's content in one answer,
 * so the tool goes on working from there without the network.
 */
export const contentRoutes: FastifyPluginAsyncTypebox<{ content: ContentReads }> = async (
  app,
  { content },
) => {
  app.get(
    '/recipes',
    {
      schema: {
        tags: ['festival'],
        summary: 'The festive recipes ops published, in their order, in English and Hindi',
        querystring: NoQuery,
        response: { 200: RecipeListBody, 400: ErrorBody },
      },
    },
    async () => ({ recipes: await content.recipes() }),
  );

  app.get(
    '/garba/steps',
    {
      schema: {
        tags: ['festival'],
        summary: "The garba tool's steps, 1, 2, 3…, each with its beat and video when it has one",
        querystring: NoQuery,
        response: { 200: GarbaStepListBody, 400: ErrorBody },
      },
    },
    async () => ({ steps: await content.garbaSteps() }),
  );
};
