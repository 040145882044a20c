import { serviceApis, type MemberChallenge } from '@yoga/shared';

export const pastChallengesApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeMine: build.query<MemberChallenge[], void>({ query: () => 'lead/challenges' }),
  }),
  overrideExisting: 'throw',
});

export const { useChallengeMineQuery } = pastChallengesApi;
