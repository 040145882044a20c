import { serviceApis } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { Campaign } from '@yoga/shared/models';
import type {
  CampaignCreateRow,
  CampaignEvents,
  CampaignInputRow,
  ContentEvents,
  GarbaStepInputRow,
  OpsCampaigns,
  OpsGarbaStep,
  OpsGarbaSteps,
  OpsRecipe,
  OpsRecipes,
  RecipeInputRow,
} from '@yoga/shared/schemas';

/**
 * Content: the festival campaigns, recipes and garba steps (decisions 0035 and 0036), each write
 * with the reason its audit log keeps. A recipe's or a step's PUT creates it or replaces it whole.
 */
export const opsFestivalEndpoints = serviceApis.festival.injectEndpoints({
  endpoints: (build) => ({
    opsCampaigns: build.query<Campaign[], void>({
      query: () => 'ops/campaigns',
      transformResponse: (answer: OpsCampaigns) => answer.campaigns,
      extraOptions: AS_OPS,
      providesTags: ['Campaign'],
    }),
    opsCreateCampaign: build.mutation<Campaign, CampaignCreateRow>({
      query: (campaign) => ({ url: 'ops/campaigns', method: 'POST', body: campaign }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Campaign'],
    }),
    opsUpdateCampaign: build.mutation<Campaign, { event: string; campaign: CampaignInputRow }>({
      query: ({ event, campaign }) => ({
        url: `ops/campaigns/${encodeURIComponent(event)}`,
        method: 'PUT',
        body: campaign,
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Campaign'],
    }),
    opsEndCampaign: build.mutation<Campaign, { event: string; reason: string }>({
      query: ({ event, reason }) => ({
        url: `ops/campaigns/${encodeURIComponent(event)}/end`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Campaign'],
    }),
    opsCampaignEvents: build.query<CampaignEvents, string>({
      query: (event) => `ops/campaigns/${encodeURIComponent(event)}/events`,
      extraOptions: AS_OPS,
      providesTags: ['Campaign'],
    }),
    opsRecipes: build.query<OpsRecipe[], void>({
      query: () => 'ops/recipes',
      transformResponse: (answer: OpsRecipes) => answer.recipes,
      extraOptions: AS_OPS,
      providesTags: ['Recipe'],
    }),
    opsPutRecipe: build.mutation<OpsRecipe, { slug: string; recipe: RecipeInputRow }>({
      query: ({ slug, recipe }) => ({
        url: `ops/recipes/${encodeURIComponent(slug)}`,
        method: 'PUT',
        body: recipe,
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Recipe'],
    }),
    opsRecipeEvents: build.query<ContentEvents, string>({
      query: (slug) => `ops/recipes/${encodeURIComponent(slug)}/events`,
      extraOptions: AS_OPS,
      providesTags: ['Recipe'],
    }),
    opsGarbaSteps: build.query<OpsGarbaStep[], void>({
      query: () => 'ops/garba/steps',
      transformResponse: (answer: OpsGarbaSteps) => answer.steps,
      extraOptions: AS_OPS,
      providesTags: ['GarbaStep'],
    }),
    opsPutGarbaStep: build.mutation<OpsGarbaStep, { step: number; garbaStep: GarbaStepInputRow }>({
      query: ({ step, garbaStep }) => ({
        url: `ops/garba/steps/${step}`,
        method: 'PUT',
        body: garbaStep,
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['GarbaStep'],
    }),
    opsGarbaStepEvents: build.query<ContentEvents, number>({
      query: (step) => `ops/garba/steps/${step}/events`,
      extraOptions: AS_OPS,
      providesTags: ['GarbaStep'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useOpsCampaignsQuery,
  useOpsCreateCampaignMutation,
  useOpsUpdateCampaignMutation,
  useOpsEndCampaignMutation,
  useOpsCampaignEventsQuery,
  useOpsRecipesQuery,
  useOpsPutRecipeMutation,
  useOpsRecipeEventsQuery,
  useOpsGarbaStepsQuery,
  useOpsPutGarbaStepMutation,
  useOpsGarbaStepEventsQuery,
} = opsFestivalEndpoints;
