import { serviceApis } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { Grievance } from '@yoga/shared/models';
import type { ErasureRequestState, OpsErasure, ReviewedSignUp } from '@yoga/shared/schemas';

export type OpsGrievance = Grievance & { lead_id: number };

/** Support: referred sign-ups held for review (a burst from one device or network). */
export const opsReviewEndpoints = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    opsHeldReferrals: build.query<ReviewedSignUp[], void>({
      query: () => ({ url: 'referral-reviews', params: { status: 'held' } }),
      transformResponse: (answer: { data: ReviewedSignUp[] }) => answer.data,
      extraOptions: AS_OPS,
      providesTags: ['Referral'],
    }),
    opsDecideReferral: build.mutation<
      ReviewedSignUp,
      { memberId: number; decision: 'approved' | 'rejected'; reason: string }
    >({
      query: ({ memberId, ...body }) => ({
        url: `referral-reviews/${memberId}`,
        method: 'POST',
        body,
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Referral'],
    }),
  }),
  overrideExisting: 'throw',
});

/**
 * Support's data-rights desk: open grievances, the nearest deadline first, and the answer that
 * closes one; erasure requests, and carrying out the due ones now.
 */
export const opsGrievanceEndpoints = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    opsOpenGrievances: build.query<OpsGrievance[], void>({
      query: () => 'ops/grievances',
      transformResponse: (answer: { result: OpsGrievance[] }) => answer.result,
      extraOptions: AS_OPS,
      providesTags: ['Grievance'],
    }),
    opsAnswerGrievance: build.mutation<Grievance, { reference: string; answer: string }>({
      query: ({ reference, answer }) => ({
        url: `ops/grievances/${reference}`,
        method: 'PUT',
        body: { answer },
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Grievance'],
    }),
    opsErasures: build.query<OpsErasure[], ErasureRequestState>({
      query: (status) => ({ url: 'ops/erasures', params: { status } }),
      transformResponse: (answer: { result: OpsErasure[] }) => answer.result,
      extraOptions: AS_OPS,
      providesTags: ['Erasure'],
    }),
    opsRunErasures: build.mutation<{ erased: number }, void>({
      query: () => ({ url: 'ops/erasures/run', method: 'POST' }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Erasure'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOpsHeldReferralsQuery, useOpsDecideReferralMutation } = opsReviewEndpoints;
export const {
  useOpsOpenGrievancesQuery,
  useOpsAnswerGrievanceMutation,
  useOpsErasuresQuery,
  useOpsRunErasuresMutation,
} = opsGrievanceEndpoints;
