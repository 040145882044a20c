import {
  serviceApis,
  type DeliveryAddress,
  type EarnedGift,
  type GiftList,
  type LevelsInfo,
} from '@yoga/shared';

export const giftsApi = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    leaderboardLevels: build.query<LevelsInfo, number>({
      query: (memberId) => `free-member/levels/${memberId}`,
      providesTags: ['Gift', 'Referral'],
    }),
    leaderboardGifts: build.query<GiftList, number>({
      query: (memberId) => `free-member/gifts/${memberId}`,
      providesTags: ['Gift'],
    }),
    leaderboardClaimGift: build.mutation<EarnedGift, { giftId: number; address: DeliveryAddress }>({
      query: ({ giftId, address }) => ({
        url: 'free-member/update-earned-gift',
        method: 'POST',
        body: { gift_id: giftId, address },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Gift']),
    }),
    leaderboardChangeGiftAddress: build.mutation<
      EarnedGift,
      { giftId: number; address: DeliveryAddress }
    >({
      query: ({ giftId, address }) => ({
        url: `leaderboard/gift/${giftId}`,
        method: 'PUT',
        body: { address },
      }),
      // A refusal because the gift has shipped also means the list on screen is out of date.
      invalidatesTags: ['Gift'],
    }),
  }),
  overrideExisting: 'throw',
});

/** One of a member's saved delivery addresses (user service, `member/addresses/{phone}`). */
export interface SavedAddress {
  id: number;
  phone_number: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  country_code: string;
  created_at: string;
}

export const addressesApi = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    leaderboardAddresses: build.query<{ result: SavedAddress[] }, string>({
      query: (phone) => `member/addresses/${encodeURIComponent(phone)}`,
      providesTags: ['Address'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useLeaderboardLevelsQuery,
  useLeaderboardGiftsQuery,
  useLeaderboardClaimGiftMutation,
  useLeaderboardChangeGiftAddressMutation,
} = giftsApi;
export const { useLeaderboardAddressesQuery } = addressesApi;
