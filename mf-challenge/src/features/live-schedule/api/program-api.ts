import { serviceApis, type ChallengeProgram } from '@yoga/shared';

export const programApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeProgram: build.query<ChallengeProgram, number>({
      query: (id) => `program/get/${id}`,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useChallengeProgramQuery } = programApi;
