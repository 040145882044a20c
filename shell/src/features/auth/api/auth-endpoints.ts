import {
  DEVICE_ID_HEADER,
  serviceApis,
  type CodeSent,
  type Lead,
  type SessionTokens,
} from '@yoga/shared';
import { deviceId } from '@yoga/shared/host';

interface JoinRequest {
  name: string;
  phone_number: string;
  /** The inviter's slug when joining through a referral link. */
  referral?: string;
}

export const joinEndpoints = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    shellRegister: build.mutation<CodeSent, JoinRequest>({
      query: ({ referral, ...body }) => ({
        url: referral ? `lead/register/${encodeURIComponent(referral)}` : 'lead/register',
        method: 'POST',
        body,
        // Referred sign-ups in a burst from one device are held for review (issue 12, rule 2).
        headers: { [DEVICE_ID_HEADER]: deviceId() },
      }),
    }),
    shellMyLead: build.query<Lead, void>({ query: () => 'lead/get' }),
    shellLeadInfo: build.query<Lead, number>({ query: (id) => `lead/getleadinfo/${id}` }),
  }),
  overrideExisting: 'throw',
});

export const signInEndpoints = serviceApis.auth.injectEndpoints({
  endpoints: (build) => ({
    shellStartSignIn: build.mutation<CodeSent, { phone_number: string }>({
      query: (body) => ({ url: 'public/auth/v1/login', method: 'POST', body }),
    }),
    shellResendCode: build.mutation<CodeSent, { phone_number: string }>({
      query: (body) => ({ url: 'public/auth/v1/send-otp', method: 'POST', body }),
    }),
    shellVerifyCode: build.mutation<SessionTokens, { phone_number: string; code: string }>({
      query: (body) => ({ url: 'public/auth/v1/verify-otp', method: 'POST', body }),
    }),
    shellLogout: build.mutation<void, { refreshToken: string }>({
      query: (body) => ({ url: 'public/auth/v1/logout', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const memberEndpoints = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    shellEnrol: build.mutation<Lead, void>({
      query: () => ({ url: 'free-member', method: 'POST' }),
    }),
    shellInviterName: build.query<{ name: string }, string>({
      query: (slug) => ({
        url: `free-member/slug/${encodeURIComponent(slug)}`,
        params: { field: 'name' },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useShellRegisterMutation } = joinEndpoints;
export const {
  useShellStartSignInMutation,
  useShellResendCodeMutation,
  useShellVerifyCodeMutation,
  useShellLogoutMutation,
} = signInEndpoints;
export const { useShellEnrolMutation, useShellInviterNameQuery } = memberEndpoints;
