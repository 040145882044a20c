import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppStore, Lead } from '@yoga/shared';
import { memberEndpoints, signInEndpoints } from '../api/auth-endpoints';
import { shouldEnrol, startSession, welcome } from './complete-sign-in';
import { loadLeadBehindSpinner, rememberLead } from './load-lead';

export type SignInOutcome =
  | { ok: true; lead: Lead }
  | {
      ok: false;
      step: 'verify' | 'enrol';
      error: FetchBaseQueryError | SerializedError | undefined;
    };

/**
 * The code step of joining and signing in, as plain steps on the store: check the code, keep the
 * session, enrol (when joining, or for a lead that never finished), load the lead behind the page
 * spinner (spec section 2) and welcome the member. The page only shows the outcome.
 */
export async function signInWithCode(
  store: AppStore,
  { phone, code, joining }: { phone: string; code: string; joining: boolean },
): Promise<SignInOutcome> {
  const verified = await store.dispatch(
    signInEndpoints.endpoints.shellVerifyCode.initiate(
      { phone_number: phone, code },
      { track: false },
    ),
  );
  if (!verified.data) return { ok: false, step: 'verify', error: verified.error };
  startSession(store.dispatch, verified.data);

  let known = verified.data.account;
  if (shouldEnrol(joining, known)) {
    const member = await store.dispatch(
      memberEndpoints.endpoints.shellEnrol.initiate(undefined, { track: false }),
    );
    if (!member.data) return { ok: false, step: 'enrol', error: member.error };
    known = member.data;
  }

  let lead = await loadLeadBehindSpinner(store);
  if (!lead) {
    // Sign-in (or the enrolment) already answered with the lead; use it if the reload failed.
    lead = known;
    rememberLead(store.dispatch, lead);
  }
  welcome(store.dispatch, lead, joining);
  return { ok: true, lead };
}
