import {
  showToast,
  type AppDispatch,
  type CodeSent,
  type Lead,
  type SessionTokens,
} from '@yoga/shared';
import { saveSession, sessionStarted } from '@yoga/shared/host';

/** Keeps the new session (cookies and local storage, spec section 4) and tells the store. */
export function startSession(dispatch: AppDispatch, tokens: SessionTokens): void {
  saveSession(tokens);
  dispatch(sessionStarted(tokens));
}

/** What the join and sign-in pages hand to the code page. */
export interface VerifyState {
  /** The server's answer, or null when going on to a code sent a moment ago (the cooldown). */
  sent: CodeSent | null;
  joining?: boolean;
  /** How long until a new code may be asked for, when `sent` does not say. */
  resendAfterSeconds?: number;
}

/**
 * Joining enrols, which also moves a member whose challenge has ended into the next one. Signing
 * in only enrols a lead that never finished joining: a returning member stays in their challenge
 * and the public count does not go up again.
 */
export function shouldEnrol(joining: boolean, account: Lead): boolean {
  return joining || account.active_challenge_id === null;
}

export function welcome(dispatch: AppDispatch, member: Lead, joined: boolean): void {
  const firstName = member.name.split(' ')[0] ?? member.name;
  const id = joined ? 'shell.toast.welcome' : 'shell.toast.welcomeBack';
  dispatch(showToast({ message: { id, values: { name: firstName } }, kind: 'success' }));
}
