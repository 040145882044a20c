import { HOST_ONLY } from '@yoga/shared';

/**
 * What only the shell (the host) may use: the store instance, the service URLs, writes to the
 * session, its renewal and the router hand-over. Remotes get the store through
 * `createRemoteLifecycles` and read the session through selectors; lint forbids this entry in
 * `mf-*`.
 */
export const {
  store,
  makeStore,
  ShareRouterWithRemotes,
  setServiceUrls,
  resetServiceUrls,
  setSupportContact,
  renewSession,
  expireSession,
  saveSession,
  saveLeadDetails,
  clearSession,
  readSession,
  readRefreshToken,
  takeInlineLead,
  AS_OPS,
  readOpsSession,
  saveOpsSession,
  clearOpsSession,
  subscribeOpsSession,
  startClientSession,
  deviceId,
  detailsEntered,
  sessionStarted,
  leadLoaded,
  leadLoading,
  leadSettled,
  signedOut,
  activateLanguage,
  initialLanguage,
  registerCatalogue,
  i18n,
} = HOST_ONLY;
export type { StoredSession } from '../session/session-storage';
export type { StoredOpsSession } from '../session/ops-session';
