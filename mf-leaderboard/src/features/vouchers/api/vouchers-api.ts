import { serviceApis, type UserChallenge, type VoucherList } from '@yoga/shared';

export const vouchersApi = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    leaderboardVouchers: build.query<VoucherList, number>({
      query: (memberId) => `free-member/vouchers/${memberId}`,
      providesTags: ['Voucher'],
    }),
  }),
  overrideExisting: 'throw',
});

/** The challenge's phase dates, for the day vouchers are made. */
export const voucherDatesApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    leaderboardChallenge: build.query<UserChallenge, number>({
      query: (challengeId) => `free-member/challenge/${challengeId}`,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLeaderboardVouchersQuery } = vouchersApi;
export const { useLeaderboardChallengeQuery } = voucherDatesApi;
