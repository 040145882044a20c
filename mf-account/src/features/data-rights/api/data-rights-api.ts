import { serviceApis } from '@yoga/shared';
import type {
  Consents,
  ConsentsChange,
  Erasure,
  Grievance,
  GrievanceNew,
  MemberOpsActionEntry,
} from '@yoga/shared/models';

/**
 * The member's data rights (user service, decision 0040). Every change answers the whole new
 * state, which replaces the cached one: no second read.
 */
export const dataRightsApi = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    accountConsents: build.query<Consents, void>({ query: () => 'member/consents' }),
    accountChangeConsents: build.mutation<Consents, ConsentsChange>({
      query: (change) => ({ url: 'member/consents', method: 'PUT', body: change }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(dataRightsApi.util.upsertQueryData('accountConsents', undefined, data));
      },
    }),
    accountGrievances: build.query<{ result: Grievance[] }, void>({
      query: () => 'member/grievances',
    }),
    accountRaiseGrievance: build.mutation<Grievance, GrievanceNew>({
      query: (grievance) => ({ url: 'member/grievances', method: 'POST', body: grievance }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          dataRightsApi.util.updateQueryData('accountGrievances', undefined, (list) => {
            list.result.unshift(data);
          }),
        );
      },
    }),
    /** What ops did with the member's data, newest first (read only: ops write it). */
    accountOpsActions: build.query<{ result: MemberOpsActionEntry[] }, void>({
      query: () => 'member/ops-actions',
    }),
    accountErasure: build.query<Erasure, void>({ query: () => 'member/erasure' }),
    accountRequestErasure: build.mutation<Erasure, 'ask' | 'cancel'>({
      query: (step) => ({ url: 'member/erasure', method: step === 'ask' ? 'POST' : 'DELETE' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(dataRightsApi.util.upsertQueryData('accountErasure', undefined, data));
      },
    }),
    /** Ends every sign-in of the member's, this device's included. */
    accountSignOutEverywhere: build.mutation<{ revoked: number }, void>({
      query: () => ({ url: 'member/sign-out-everywhere', method: 'POST' }),
    }),
    /** Everything held about the member, as the JSON file the server writes (not cached). */
    accountDataExport: build.mutation<string, void>({
      query: () => ({ url: 'member/data-export', responseHandler: 'text' }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAccountConsentsQuery,
  useAccountChangeConsentsMutation,
  useAccountGrievancesQuery,
  useAccountRaiseGrievanceMutation,
  useAccountOpsActionsQuery,
  useAccountErasureQuery,
  useAccountRequestErasureMutation,
  useAccountDataExportMutation,
  useAccountSignOutEverywhereMutation,
} = dataRightsApi;
