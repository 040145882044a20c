import { serviceApis, type CodeSent, type Lead, type SessionTokens } from '@yoga/shared';

interface JoinRequest {
  name: string;
  phone_number: string;
  /** The inviter's slug when joining through a referral link. */
  referral?: string;
}

export const joinEndpoints = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<CodeSent, JoinRequest>({
      query: ({ referral, ...body }) => ({
        url: referral ? `lead/register/${encodeURIComponent(referral)}` : 'lead/register',
        method: 'POST',
        body,
      }),
    }),
    getMyLead: build.query<Lead, void>({ query: () => 'lead/get' }),
    getLeadInfo: build.query<Lead, number>({ query: (id) => `lead/getleadinfo/${id}` }),
  }),
});

export const signInEndpoints = serviceApis.auth.injectEndpoints({
  endpoints: (build) => ({
    startSignIn: build.mutation<CodeSent, { phone_number: string }>({
      query: (body) => ({ url: 'public/auth/v1/login', method: 'POST', body }),
    }),
    resendCode: build.mutation<CodeSent, { phone_number: string }>({
      query: (body) => ({ url: 'public/auth/v1/send-otp', method: 'POST', body }),
    }),
    verifyCode: build.mutation<SessionTokens, { phone_number: string; code: string }>({
      query: (body) => ({ url: 'public/auth/v1/verify-otp', method: 'POST', body }),
    }),
    logout: build.mutation<void, { refreshToken: string }>({
      query: (body) => ({ url: 'public/auth/v1/logout', method: 'POST', body }),
    }),
  }),
});

export const memberEndpoints = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    enrol: build.mutation<Lead, void>({ query: () => ({ url: 'free-member', method: 'POST' }) }),
    getInviterName: build.query<{ name: string }, string>({
      query: (slug) => ({
        url: `free-member/slug/${encodeURIComponent(slug)}`,
        params: { field: 'name' },
      }),
    }),
  }),
});

export const { useRegisterMutation } = joinEndpoints;
export const {
  useStartSignInMutation,
  useResendCodeMutation,
  useVerifyCodeMutation,
  useLogoutMutation,
} = signInEndpoints;
export const { useEnrolMutation, useGetInviterNameQuery } = memberEndpoints;
