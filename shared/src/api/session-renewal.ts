import type { Dispatch } from '@reduxjs/toolkit';
import { navigateToUrl } from 'single-spa';
import type { SessionTokens } from '../models/member';
import { sessionStarted, signedOut } from '../session/auth-slice';
import { clearSession, readRefreshToken, saveSession } from '../session/session-storage';
import { showToast } from '../toast/toast-slice';
import { getServiceUrl } from './runtime-config';

export const REAUTH_MESSAGE = 'Please re-authenticate.';

let renewal: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for new tokens. Calls that fail together share one renewal, since
 * the server rotates the refresh token on use and a second exchange would revoke the family.
 */
export function renewSession(dispatch: Dispatch): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return Promise.resolve(false);
  renewal ??= (async () => {
    try {
      const response = await fetch(`${getServiceUrl('auth')}/public/auth/v1/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      const tokens = (await response.json()) as SessionTokens;
      saveSession(tokens);
      dispatch(sessionStarted(tokens));
      return true;
    } catch (error) {
      console.error('[session] could not renew the session', error);
      return false;
    } finally {
      renewal = null;
    }
  })();
  return renewal;
}

/** Spec section 8: back to the home page, session cookies gone, and the one message shown. */
export function expireSession(dispatch: Dispatch): void {
  clearSession();
  dispatch(signedOut());
  dispatch(showToast({ message: REAUTH_MESSAGE, kind: 'error' }));
  navigateToUrl('/');
}
