import { serviceApis } from '@yoga/shared';
import type { GarbaStepList } from '@yoga/shared/models';

/** Kept for the visit: going from step to step never waits for the network. */
const A_VISIT_S = 60 * 60;

export const garbaApi = serviceApis.festival.injectEndpoints({
  endpoints: (build) => ({
    /** Every garba step, in order, read once for all of them. */
    festivalsGarbaSteps: build.query<GarbaStepList, void>({
      query: () => 'garba/steps',
      keepUnusedDataFor: A_VISIT_S,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useFestivalsGarbaStepsQuery } = garbaApi;
