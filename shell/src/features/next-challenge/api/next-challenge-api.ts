import { serviceApis, type ActiveChallenge, type Lead } from '@yoga/shared';

export const openChallengesApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    shellOpenChallenges: build.query<ActiveChallenge[], void>({
      query: () => 'free-member/active-challenges',
    }),
  }),
  overrideExisting: 'throw',
});

export const takePartApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    shellTakePart: build.mutation<Lead, number>({
      query: (challengeId) => ({ url: `lead/activate/${challengeId}`, method: 'POST' }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useShellOpenChallengesQuery } = openChallengesApi;
export const { useShellTakePartMutation } = takePartApi;
