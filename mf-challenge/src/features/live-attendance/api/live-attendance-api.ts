import {
  serviceApis,
  type Attendance,
  type JoinedSession,
  type JoinSessionRequest,
  type LeadAttendance,
  type ResourceOpened,
  type WorldRecordAttendance,
} from '@yoga/shared';

/** Spec section 3's attendance totals, from the subscription service. */
export const attendanceTotalsApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    challengeAttendanceTotals: build.query<Attendance, string>({
      query: (slug) => `free-member/attendance/${encodeURIComponent(slug)}`,
    }),
  }),
  overrideExisting: 'throw',
});

export const liveAttendanceApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeLeadAttendance: build.query<LeadAttendance, void>({
      query: () => 'lead/getleadattendance',
    }),
    challengeWorldRecord: build.query<WorldRecordAttendance, void>({
      query: () => 'lead/worldrecordattendance',
    }),
    challengeJoinSession: build.mutation<JoinedSession, JoinSessionRequest & { slug: string }>({
      query: ({ batch }) => ({ url: 'lead/joinsession', method: 'POST', body: { batch } }),
      /*
       * The answer carries the new totals and the day: written into the cached reads instead of
       * reading them again, since a whole batch taps Join within a few minutes.
       */
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        const joined = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!joined) return;
        const totals = {
          total_attendance: joined.total_attendance,
          total_attended_days: joined.total_attended_days,
        };
        dispatch(
          liveAttendanceApi.util.updateQueryData('challengeLeadAttendance', undefined, (draft) => {
            Object.assign(draft, totals);
            const known = draft.sessions.some(
              (session) => session.day === joined.day && session.batch === joined.batch,
            );
            if (!known) {
              draft.sessions.push({
                day: joined.day,
                batch: joined.batch,
                marked_at: new Date().toISOString(),
                source: 'join',
              });
            }
          }),
        );
        // Joining the world-record session itself: the card says so at once.
        dispatch(
          liveAttendanceApi.util.updateQueryData('challengeWorldRecord', undefined, (draft) => {
            const record = draft.session;
            if (record?.day !== joined.day || record.batch !== joined.batch || draft.attended)
              return;
            draft.attended = true;
            draft.marked_at = new Date().toISOString();
          }),
        );
        dispatch(
          attendanceTotalsApi.util.upsertQueryData('challengeAttendanceTotals', slug, totals),
        );
      },
    }),
    challengeResourceOpened: build.mutation<void, ResourceOpened>({
      query: (body) => ({ url: 'lead/resourcetrack', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useChallengeLeadAttendanceQuery,
  useChallengeWorldRecordQuery,
  useChallengeJoinSessionMutation,
  useChallengeResourceOpenedMutation,
} = liveAttendanceApi;
export const { useChallengeAttendanceTotalsQuery } = attendanceTotalsApi;
