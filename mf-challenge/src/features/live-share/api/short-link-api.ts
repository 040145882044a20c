import { serviceApis, type ShareChannel, type ShortLink } from '@yoga/shared';

export const shortLinkApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeShortLink: build.query<ShortLink, ShareChannel>({
      query: (channel) => ({ url: 'lead/getshortlink', params: { channel } }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useChallengeShortLinkQuery } = shortLinkApi;
