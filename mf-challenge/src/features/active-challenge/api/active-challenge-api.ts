import { serviceApis, type ActiveChallenge } from '@yoga/shared';

export const activeChallengeApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    challengeActive: build.query<ActiveChallenge, string>({
      query: (countrycode) => ({
        url: 'free-member/active-challenge',
        params: { countrycode },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useChallengeActiveQuery } = activeChallengeApi;
