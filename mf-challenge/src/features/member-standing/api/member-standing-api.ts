import {
  serviceApis,
  type CertificateStatus,
  type GiftList,
  type LivePoints,
  type LiveRank,
  type VoucherList,
} from '@yoga/shared';

/** The member's points, place and gifts, from the gamification service. */
export const standingGameApi = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    challengeHomePoints: build.query<LivePoints, string>({
      query: (phone) => `leaderboard/live-leaderboard-points/${encodeURIComponent(phone)}`,
    }),
    challengeHomeRank: build.query<LiveRank, string>({
      query: (phone) => `leaderboard/live-leaderboard-rank/${encodeURIComponent(phone)}`,
    }),
    challengeHomeGifts: build.query<GiftList, number>({
      query: (id) => `free-member/gifts/${id}`,
    }),
    challengeHomeVouchers: build.query<VoucherList, number>({
      query: (id) => `free-member/vouchers/${id}`,
    }),
  }),
  overrideExisting: 'throw',
});

/** Whether the member's certificate is ready to issue, from the lead service. */
export const standingCertificateApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeHomeCertificate: build.query<CertificateStatus, number>({
      query: (leadid) => ({ url: 'lead/getleadcertificatestatus', params: { leadid } }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useChallengeHomePointsQuery,
  useChallengeHomeRankQuery,
  useChallengeHomeGiftsQuery,
  useChallengeHomeVouchersQuery,
} = standingGameApi;
export const { useChallengeHomeCertificateQuery } = standingCertificateApi;
