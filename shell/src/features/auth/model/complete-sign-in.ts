import {
  saveSession,
  sessionStarted,
  showToast,
  type AppDispatch,
  type Lead,
  type SessionTokens,
} from '@yoga/shared';

/** Keeps the new session (cookies and local storage, spec section 4) and tells the store. */
export function startSession(dispatch: AppDispatch, tokens: SessionTokens): void {
  saveSession(tokens);
  dispatch(sessionStarted(tokens));
}

export function welcome(dispatch: AppDispatch, member: Lead): void {
  const firstName = member.name.split(' ')[0] ?? member.name;
  dispatch(
    showToast({ message: `Welcome, ${firstName}! You are in the challenge.`, kind: 'success' }),
  );
}
