import { serviceApis } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { ChallengeGameRules, VouchersIssued } from '@yoga/shared/schemas';

/**
 * The game's ops side: content sets a challenge's points table, voucher rule and levels; finance
 * issues a challenge's vouchers now instead of waiting for the daily job.
 */
export const opsGameEndpoints = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    opsGameRules: build.query<ChallengeGameRules, number>({
      query: (challengeId) => `rules/${challengeId}`,
      extraOptions: AS_OPS,
    }),
    opsSaveGameRules: build.mutation<
      ChallengeGameRules,
      { challengeId: number; rules: ChallengeGameRules }
    >({
      query: ({ challengeId, rules }) => ({
        url: `rules/${challengeId}`,
        method: 'PUT',
        body: rules,
      }),
      extraOptions: AS_OPS,
      // The answer is the table as saved (levels in order): no second read needed.
      async onQueryStarted({ challengeId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(opsGameEndpoints.util.upsertQueryData('opsGameRules', challengeId, data));
        } catch {
          // A refused save changed nothing: the form shows why, from the mutation's own error.
        }
      },
    }),
    opsIssueVouchers: build.mutation<VouchersIssued, number>({
      query: (challengeId) => ({ url: `vouchers/generate/${challengeId}`, method: 'POST' }),
      extraOptions: AS_OPS,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOpsGameRulesQuery, useOpsSaveGameRulesMutation, useOpsIssueVouchersMutation } =
  opsGameEndpoints;
