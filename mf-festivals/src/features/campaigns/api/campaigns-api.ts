import { serviceApis } from '@yoga/shared';
import type { Campaign, CampaignList } from '@yoga/shared/models';

/** Which campaign a page shows: one by its event, the featured one, or an occasion's. */
export type CampaignSource =
  | { kind: 'event'; event: string }
  | { kind: 'featured' }
  | { kind: 'occasion'; occasion: Campaign['occasion'] };

const campaignUrl = (source: CampaignSource) => {
  if (source.kind === 'event') return `campaigns/${encodeURIComponent(source.event)}`;
  if (source.kind === 'featured') return 'featured-campaign';
  return `occasions/${source.occasion}`;
};

export const campaignsApi = serviceApis.festival.injectEndpoints({
  endpoints: (build) => ({
    /** The campaigns running today (India's day). */
    festivalsRunningCampaigns: build.query<CampaignList, void>({
      query: () => 'campaigns',
      providesTags: ['Campaign'],
    }),
    festivalsCampaign: build.query<Campaign, CampaignSource>({
      query: campaignUrl,
      providesTags: ['Campaign'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useFestivalsRunningCampaignsQuery, useFestivalsCampaignQuery } = campaignsApi;
