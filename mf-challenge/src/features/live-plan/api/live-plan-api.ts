import { serviceApis, type LivePreferences } from '@yoga/shared';

export interface SavePreferences {
  leadId: number;
  change: Partial<LivePreferences>;
}

export const livePlanApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeLivePreferences: build.query<LivePreferences, number>({
      query: (leadId) => `lead/remind/${leadId}`,
    }),
    challengeSaveLivePreferences: build.mutation<LivePreferences, SavePreferences>({
      query: ({ leadId, change }) => ({
        url: `lead/remind/${leadId}`,
        method: 'POST',
        body: change,
      }),
      // The answer is the whole preference: put it in the cache instead of asking again.
      async onQueryStarted({ leadId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(livePlanApi.util.upsertQueryData('challengeLivePreferences', leadId, data));
        }
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useChallengeLivePreferencesQuery, useChallengeSaveLivePreferencesMutation } =
  livePlanApi;
