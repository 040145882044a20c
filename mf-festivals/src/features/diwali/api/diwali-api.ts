import { serviceApis, type LeadAttendance } from '@yoga/shared';

export const diwaliApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    /** The member's attendance in their challenge: each day practised lights a lamp. */
    festivalsLeadAttendance: build.query<LeadAttendance, void>({
      query: () => 'lead/getleadattendance',
    }),
  }),
  overrideExisting: 'throw',
});

export const { useFestivalsLeadAttendanceQuery } = diwaliApi;
