import type { Dispatch } from '@reduxjs/toolkit';
import { navigateToUrl } from 'single-spa';
import type { SessionTokens } from '../models/member';
import { sessionStarted, signedOut } from '../session/auth-slice';
import {
  clearSession,
  readRefreshToken,
  readSession,
  saveSession,
} from '../session/session-storage';
import { showToast, type ToastMessage } from '../toast/toast-slice';
import { getServiceUrl } from './runtime-config';

/** Spec section 9's toast when a session cannot be renewed ("Please re-authenticate."). */
export const REAUTH_MESSAGE = { id: 'kit.session.reauth' } as const;

/**
 * `renewed`: new tokens are in place. `rejected`: the server refused the refresh token, so the
 * session is over. `unreachable`: no answer (offline, overloaded); the session is kept.
 */
export type RenewalOutcome = 'renewed' | 'rejected' | 'unreachable';

const RENEWAL_LOCK = 'yoga-session-renewal';

let renewal: Promise<RenewalOutcome> | null = null;

/**
 * Tabs share the cookies. Two tabs presenting one refresh token together would look like reuse to
 * the server, which then revokes the whole family, so renewals across tabs take turns.
 */
async function takingTurnsAcrossTabs(work: () => Promise<RenewalOutcome>): Promise<RenewalOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(RENEWAL_LOCK, work) : work();
}

async function exchange(dispatch: Dispatch, presented: string): Promise<RenewalOutcome> {
  const current = readSession();
  if (!current?.refreshToken) return 'rejected';
  if (current.refreshToken !== presented) {
    // Another tab renewed while this one waited for its turn.
    dispatch(sessionStarted(current));
    return 'renewed';
  }
  try {
    const response = await fetch(`${getServiceUrl('auth')}/public/auth/v1/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken: presented }),
    });
    if (response.status >= 500) return 'unreachable';
    if (!response.ok) return 'rejected';
    const tokens = (await response.json()) as SessionTokens;
    saveSession(tokens);
    dispatch(sessionStarted(tokens));
    return 'renewed';
  } catch (error) {
    console.error('[session] could not reach the server to renew the session', error);
    return 'unreachable';
  }
}

/**
 * Exchanges the refresh token for new tokens. Calls that fail together share one renewal, since
 * the server rotates the refresh token on use and a second exchange would revoke the family.
 */
export function renewSession(dispatch: Dispatch): Promise<RenewalOutcome> {
  const presented = readRefreshToken();
  if (!presented) return Promise.resolve('rejected');
  renewal ??= takingTurnsAcrossTabs(() => exchange(dispatch, presented)).finally(() => {
    renewal = null;
  });
  return renewal;
}

/** Spec section 8: back to the home page, session cookies gone, and the one message shown. */
export function expireSession(dispatch: Dispatch): void {
  leave(dispatch, showToast({ message: REAUTH_MESSAGE, kind: 'error' }));
}

/**
 * The member ended their sessions themself (signing out on every device, this one included):
 * the same clean-up as an expired session, with their own words of success. Any app may call
 * it: ending a session can only take rights away.
 */
export function endSession(dispatch: Dispatch, message: ToastMessage): void {
  leave(dispatch, showToast({ message, kind: 'success' }));
}

function leave(dispatch: Dispatch, toast: ReturnType<typeof showToast>): void {
  clearSession();
  dispatch(signedOut());
  dispatch(toast);
  navigateToUrl('/');
  // single-spa tells other routers about a pushState only once it has started, and the session is
  // checked before that; after the start this second event finds the address unchanged.
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
