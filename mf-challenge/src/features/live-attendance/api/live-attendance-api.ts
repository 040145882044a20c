import {
  serviceApis,
  type Attendance,
  type JoinedSession,
  type JoinSessionRequest,
  type LeadAttendance,
  type ResourceOpened,
} from '@yoga/shared';

export const liveAttendanceApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeLeadAttendance: build.query<LeadAttendance, void>({
      query: () => 'lead/getleadattendance',
    }),
    challengeJoinSession: build.mutation<JoinedSession, JoinSessionRequest>({
      query: (body) => ({ url: 'lead/joinsession', method: 'POST', body }),
    }),
    challengeResourceOpened: build.mutation<void, ResourceOpened>({
      query: (body) => ({ url: 'lead/resourcetrack', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

/** Spec section 3's attendance totals, from the subscription service. */
export const attendanceTotalsApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    challengeAttendanceTotals: build.query<Attendance, string>({
      query: (slug) => `free-member/attendance/${encodeURIComponent(slug)}`,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useChallengeLeadAttendanceQuery,
  useChallengeJoinSessionMutation,
  useChallengeResourceOpenedMutation,
} = liveAttendanceApi;
export const { useChallengeAttendanceTotalsQuery } = attendanceTotalsApi;
