import {
  serviceApis,
  type MyReferral,
  type ReferralStatusPage,
  type ShareChannel,
  type ShortLink,
} from '@yoga/shared';

/** Friends are listed this many at a time (the API's page size). */
export const REFERRAL_PAGE_SIZE = 100;

export const referralsApi = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    leaderboardReferrals: build.query<ReferralStatusPage, { memberId: number; offSet: number }>({
      query: ({ memberId, offSet }) => ({
        url: `free-member/referral/all/${memberId}`,
        params: { limit: REFERRAL_PAGE_SIZE, offSet },
      }),
      providesTags: ['Referral'],
    }),
  }),
  overrideExisting: 'throw',
});

export const invitationApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    leaderboardMyReferral: build.query<MyReferral, void>({
      query: () => 'lead/getmyreferral',
    }),
    /** The member's short link for one share channel (the same one /live shares). */
    leaderboardShortLink: build.query<ShortLink, ShareChannel>({
      query: (channel) => ({ url: 'lead/getshortlink', params: { channel } }),
    }),
    /** The SVG text of the link's QR code, shown as an image from a data URL. */
    leaderboardQrCode: build.query<string, string>({
      query: (slug) => ({
        url: `lead/qr/${encodeURIComponent(slug)}`,
        responseHandler: (response) => response.text(),
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLeaderboardReferralsQuery } = referralsApi;
export const {
  useLeaderboardMyReferralQuery,
  useLeaderboardQrCodeQuery,
  useLeaderboardShortLinkQuery,
} = invitationApi;
