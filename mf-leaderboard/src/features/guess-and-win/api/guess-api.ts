import { serviceApis, type GuessAndWin, type GuessDay } from '@yoga/shared';

export const guessApi = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    leaderboardGuessAndWin: build.query<GuessAndWin, number>({
      query: (memberId) => `guessandwin/${memberId}`,
      providesTags: ['Guess'],
    }),
    leaderboardSaveGuess: build.mutation<GuessDay, { memberId: number; guess: number }>({
      query: ({ memberId, guess }) => ({
        url: `guessandwin/${memberId}`,
        method: 'PUT',
        body: { guess },
      }),
      // Refused (closed meanwhile, or not enrolled): read the day again so the page shows why.
      invalidatesTags: (_result, error) => (error ? ['Guess'] : []),
      // The answer is today's day as saved: written into the page's read instead of reading it again.
      async onQueryStarted({ memberId }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!saved) return;
        dispatch(
          guessApi.util.updateQueryData('leaderboardGuessAndWin', memberId, (draft) => {
            draft.today = saved;
          }),
        );
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLeaderboardGuessAndWinQuery, useLeaderboardSaveGuessMutation } = guessApi;
