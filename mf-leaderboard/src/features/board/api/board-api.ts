import { withVisibility } from '../model/standing';
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
    leaderboardUpdateProfile: build.mutation<
      GameProfile,
      GameProfileUpdate & {
        memberId: number;
        /** How the board names the member with the new choice ("Asha V.", "******3210"). */
        publicName: string;
      }
    >({
      query: ({ memberId, board_visibility }) => ({
        url: `free-member/${memberId}`,
        method: 'PUT',
        body: { board_visibility },
      }),
      /*
       * The member's line on the boards on screen changes at once. Reading the boards again would
       * not show it: the server keeps each board's top for a moment, the same for every reader.
       */
      async onQueryStarted({ memberId, publicName }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!saved) return;
        dispatch(boardApi.util.upsertQueryData('leaderboardProfile', memberId, saved));
        for (const paid of [false, true]) {
          dispatch(
            boardApi.util.updateQueryData('leaderboardBoard', paid, (board) =>
              withVisibility(board, saved.board_visibility, publicName),
            ),
          );
        }
      },
    }),
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
