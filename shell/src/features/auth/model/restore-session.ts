import { type AppStore } from '@yoga/shared';
import {
  readSession,
  sessionStarted,
  startClientSession,
  deviceId,
  takeInlineLead,
} from '@yoga/shared/host';
import { loadLeadBehindSpinner, rememberLead } from './load-lead';

/**
 * At app start: a fresh client session id, the device id, and the member's session from cookies.
 * With a session, the lead is loaded before anything else happens (spec: spinner meanwhile),
 * unless the page came with it (decision 0048): then no request stands between the shell and the
 * page's remote and its data.
 */
export async function restoreSession(store: AppStore): Promise<void> {
  startClientSession();
  deviceId();
  const session = readSession();
  if (!session) return;
  store.dispatch(sessionStarted(session));
  const lead = takeInlineLead(document, session.account?.id ?? null);
  if (lead) rememberLead(store.dispatch, lead);
  else await loadLeadBehindSpinner(store);
}
