import { serviceApis } from '@yoga/shared';
import type { MyPledge, Pledge } from '@yoga/shared/models';

export const pledgesApi = serviceApis.festival.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in member's pledge in the campaign; null while they have not taken it. */
    festivalsMyPledge: build.query<MyPledge, string>({
      query: (event) => `campaigns/${encodeURIComponent(event)}/pledge`,
      providesTags: ['Pledge'],
    }),
    /** Takes the pledge; taking it again gives the same one back. */
    festivalsTakePledge: build.mutation<Pledge, { event: string; name: string }>({
      query: ({ event, name }) => ({
        url: `campaigns/${encodeURIComponent(event)}/pledge`,
        method: 'POST',
        body: { name },
      }),
      invalidatesTags: ['Pledge', 'Campaign'],
    }),
    /** A pledge's public page, for anyone with its link. */
    festivalsPledge: build.query<Pledge, string>({
      query: (slug) => `pledges/${encodeURIComponent(slug)}`,
      providesTags: ['Pledge'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useFestivalsMyPledgeQuery,
  useFestivalsTakePledgeMutation,
  useFestivalsPledgeQuery,
} = pledgesApi;
