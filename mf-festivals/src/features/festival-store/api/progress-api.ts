import { serviceApis } from '@yoga/shared';
import type { FestivalStateWire } from '@yoga/shared/models';

export const progressApi = serviceApis.festival.injectEndpoints({
  endpoints: (build) => ({
    /** Sends this device's progress; the server merges it into the member's and answers all. */
    festivalsMergeProgress: build.mutation<FestivalStateWire, FestivalStateWire>({
      query: (state) => ({ url: 'progress', method: 'PUT', body: state }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useFestivalsMergeProgressMutation } = progressApi;
