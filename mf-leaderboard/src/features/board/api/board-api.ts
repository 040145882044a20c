import {
  serviceApis,
  type GameProfile,
  type GameProfileUpdate,
  type Leaderboard,
  type LivePoints,
  type LiveRank,
} from '@yoga/shared';

export const boardApi = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    leaderboardBoard: build.query<Leaderboard, boolean>({
      query: (paid) => ({ url: 'leaderboard', params: { paid: String(paid) } }),
      providesTags: ['Game'],
    }),
    leaderboardProfile: build.query<GameProfile, number>({
      query: (memberId) => `free-member/${memberId}`,
      providesTags: ['Game'],
    }),
    leaderboardUpdateProfile: build.mutation<GameProfile, { memberId: number } & GameProfileUpdate>(
      {
        query: ({ memberId, ...body }) => ({ url: `free-member/${memberId}`, method: 'PUT', body }),
        // The member's own line on both boards changes with how they appear.
        invalidatesTags: (_result, error) => (error ? [] : ['Game']),
      },
    ),
    leaderboardLivePoints: build.query<LivePoints, string>({
      query: (phone) => `leaderboard/live-leaderboard-points/${encodeURIComponent(phone)}`,
      providesTags: ['Game'],
    }),
    leaderboardLiveRank: build.query<LiveRank, string>({
      query: (phone) => `leaderboard/live-leaderboard-rank/${encodeURIComponent(phone)}`,
      providesTags: ['Game'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useLeaderboardBoardQuery,
  useLeaderboardProfileQuery,
  useLeaderboardUpdateProfileMutation,
  useLeaderboardLivePointsQuery,
  useLeaderboardLiveRankQuery,
} = boardApi;
