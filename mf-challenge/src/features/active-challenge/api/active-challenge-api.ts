import { serviceApis, type ActiveChallenge } from '@yoga/shared';

export const activeChallengeApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    getActiveChallenge: build.query<ActiveChallenge, string>({
      query: (countrycode) => ({
        url: 'free-member/active-challenge',
        params: { countrycode },
      }),
    }),
  }),
});

export const { useGetActiveChallengeQuery } = activeChallengeApi;
