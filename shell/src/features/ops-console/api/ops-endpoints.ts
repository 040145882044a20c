import { serviceApis, type CodeSent, type Lead, type LeadAttendance } from '@yoga/shared';
import type { OpsRole } from '@yoga/shared/domain';
import { AS_OPS } from '@yoga/shared/host';
import type {
  CertificateStatus,
  EarnedGift,
  GiftShipmentUpdate,
  OpsGiftList,
} from '@yoga/shared/models';
import type {
  BulkAttendanceCorrection,
  BulkAttendanceCorrectionResults,
  Dashboard,
  OpsPerson,
  OpsSession,
} from '@yoga/shared/schemas';

interface CodeCheck {
  phone_number: string;
  code: string;
}

export interface AttendanceCorrection {
  slug: string;
  day: number;
  batch: number;
  attended: boolean;
  reason: string;
}

/** Signing in to the console: the members' flow, on the ops routes, with the ops token after. */
export const opsAuthEndpoints = serviceApis.auth.injectEndpoints({
  endpoints: (build) => ({
    opsLogin: build.mutation<CodeSent, { phone_number: string }>({
      query: (body) => ({ url: 'ops/v1/login', method: 'POST', body }),
      extraOptions: AS_OPS,
    }),
    opsVerify: build.mutation<OpsSession, CodeCheck>({
      query: (body) => ({ url: 'ops/v1/verify-otp', method: 'POST', body }),
      extraOptions: AS_OPS,
    }),
    opsMe: build.query<OpsPerson, void>({ query: () => 'ops/v1/me', extraOptions: AS_OPS }),
  }),
  overrideExisting: 'throw',
});

/** Support's view of a member's attendance, and its corrections (each with a reason). */
export const opsAttendanceEndpoints = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    opsMemberAttendance: build.query<LeadAttendance, string>({
      query: (slug) => ({ url: 'lead/getleadattendance', params: { slug } }),
      extraOptions: AS_OPS,
      providesTags: ['Lead'],
    }),
    opsMember: build.query<Lead, string>({
      query: (slug) => `lead/slug/${encodeURIComponent(slug)}`,
      extraOptions: AS_OPS,
    }),
    opsCertificate: build.query<CertificateStatus, number>({
      query: (leadid) => ({ url: 'lead/getleadcertificatestatus', params: { leadid } }),
      extraOptions: AS_OPS,
      providesTags: ['Lead'],
    }),
    opsCorrectCertificate: build.mutation<unknown, { id: string; name: string; reason: string }>({
      query: ({ id, ...body }) => ({
        url: `ops/certificates/${id}/correction`,
        method: 'POST',
        body,
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Lead'],
    }),
    opsRevokeCertificate: build.mutation<unknown, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `ops/certificates/${id}/revoke`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Lead'],
    }),
    opsBulkCorrect: build.mutation<BulkAttendanceCorrectionResults, BulkAttendanceCorrection>({
      query: (body) => ({ url: 'ops/attendance-corrections', method: 'POST', body }),
      extraOptions: AS_OPS,
      // Each member's attendance and certificate read before may be stale now.
      invalidatesTags: ['Lead'],
    }),
    opsMemberByPhone: build.query<Lead, string>({
      query: (phone) => ({ url: 'ops/members', params: { phone_number: phone } }),
      extraOptions: AS_OPS,
    }),
    opsCorrectAttendance: build.mutation<LeadAttendance, AttendanceCorrection>({
      query: (body) => ({ url: 'lead/updateleadattendance', method: 'POST', body }),
      extraOptions: AS_OPS,
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(opsAttendanceEndpoints.util.upsertQueryData('opsMemberAttendance', slug, data));
      },
    }),
  }),
  overrideExisting: 'throw',
});

export interface NewOpsPerson {
  phone_number: string;
  name: string;
  roles: OpsRole[];
  reason: string;
}

/** Admins: who may sign in to the console, and with which roles. */
export const opsPeopleEndpoints = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    opsPeople: build.query<OpsPerson[], void>({
      query: () => 'ops/people',
      transformResponse: (answer: { result: OpsPerson[] }) => answer.result,
      extraOptions: AS_OPS,
    }),
    opsAddPerson: build.mutation<OpsPerson, NewOpsPerson>({
      query: (body) => ({ url: 'ops/people', method: 'POST', body }),
      extraOptions: AS_OPS,
    }),
    opsChangePerson: build.mutation<OpsPerson, Omit<NewOpsPerson, 'phone_number'> & { id: number }>(
      {
        query: ({ id, ...body }) => ({ url: `ops/people/${id}`, method: 'PUT', body }),
        extraOptions: AS_OPS,
      },
    ),
    opsRevealPhone: build.mutation<{ phone_number: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `ops/members/${id}/phone`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: AS_OPS,
    }),
    opsRemovePerson: build.mutation<null, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `ops/people/${id}/remove`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: AS_OPS,
    }),
  }),
  overrideExisting: 'throw',
});

export type ShippingState = 'claimed' | 'shipped' | 'delivered';

/** Support's gifts on their way: the list per state, shipping one, and the courier's CSV. */
export const opsGiftEndpoints = serviceApis.gamification.injectEndpoints({
  endpoints: (build) => ({
    opsGifts: build.query<OpsGiftList, { status: ShippingState; after: number }>({
      query: (params) => ({ url: 'ops/gifts', params }),
      extraOptions: AS_OPS,
      providesTags: ['Gift'],
    }),
    opsShipGift: build.mutation<EarnedGift, GiftShipmentUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `leaderboard/gift/${id}/status`, method: 'PUT', body }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Gift'],
    }),
    // A mutation, not a query: each download is recorded in every listed gift's history.
    opsShippingList: build.mutation<string, void>({
      query: () => ({ url: 'ops/gifts/shipping-list', responseHandler: 'text' }),
      extraOptions: AS_OPS,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOpsGiftsQuery, useOpsShipGiftMutation, useOpsShippingListMutation } =
  opsGiftEndpoints;
export interface DashboardRange {
  from?: string;
  to?: string;
}

/** Everyone's dashboard: the figures per India day (the last 14 unless a range is asked). */
export const opsDashboardEndpoints = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    opsDashboard: build.query<Dashboard, DashboardRange>({
      query: (range) => ({ url: 'ops/dashboard', params: range }),
      extraOptions: AS_OPS,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOpsDashboardQuery } = opsDashboardEndpoints;
export const { useOpsLoginMutation, useOpsVerifyMutation, useOpsMeQuery } = opsAuthEndpoints;
export const {
  useOpsPeopleQuery,
  useOpsAddPersonMutation,
  useOpsChangePersonMutation,
  useOpsRevealPhoneMutation,
  useOpsRemovePersonMutation,
} = opsPeopleEndpoints;
export const {
  useOpsMemberAttendanceQuery,
  useOpsMemberQuery,
  useOpsMemberByPhoneQuery,
  useOpsBulkCorrectMutation,
  useOpsCorrectAttendanceMutation,
  useOpsCertificateQuery,
  useOpsCorrectCertificateMutation,
  useOpsRevokeCertificateMutation,
} = opsAttendanceEndpoints;
