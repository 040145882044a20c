import { type AppStore } from '@yoga/shared';
import { readSession, sessionStarted, startClientSession, deviceId } from '@yoga/shared/host';
import { loadLeadBehindSpinner } from './load-lead';

/**
 * At app start: a fresh client session id, the device id, and the member's session from cookies.
 * With a session, the lead is loaded before anything else happens (spec: spinner meanwhile).
 */
export async function restoreSession(store: AppStore): Promise<void> {
  startClientSession();
  deviceId();
  const session = readSession();
  if (!session) return;
  store.dispatch(sessionStarted(session));
  await loadLeadBehindSpinner(store);
}
