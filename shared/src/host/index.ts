/**
 * What only the shell (the host) may use: the store instance, the service URLs, writes to the
 * session and its renewal. Remotes get the store through `createRemoteLifecycles` and read the
 * session through selectors; lint forbids this entry in `mf-*`.
 */
export { store } from '../store/app-store';
export { ShareRouterWithRemotes } from '../remote/shared-router';
export { makeStore } from '../store/store';
export { resetServiceUrls, setServiceUrls } from '../api/runtime-config';
export { expireSession, renewSession } from '../api/session-renewal';
export {
  clearSession,
  deviceId,
  readRefreshToken,
  readSession,
  saveLeadDetails,
  saveSession,
  startClientSession,
  type StoredSession,
} from '../session/session-storage';
export {
  detailsEntered,
  leadLoaded,
  leadLoading,
  leadSettled,
  sessionStarted,
  signedOut,
} from '../session/auth-slice';
