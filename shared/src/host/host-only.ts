import { expireSession, renewSession } from '../api/session-renewal';
import { resetServiceUrls, setServiceUrls, setSupportContact } from '../api/runtime-config';
import { AS_OPS } from '../api/service-base-query';
import { activateLanguage, i18n, registerCatalogue } from '../i18n/language-state';
import { initialLanguage } from '../i18n/remembered-language';
import { ShareRouterWithRemotes } from '../remote/shared-router';
import {
  detailsEntered,
  leadLoaded,
  leadLoading,
  leadSettled,
  sessionStarted,
  signedOut,
} from '../session/auth-slice';
import { takeInlineLead } from '../session/inline-lead';
import {
  clearOpsSession,
  readOpsSession,
  saveOpsSession,
  subscribeOpsSession,
} from '../session/ops-session';
import {
  clearSession,
  deviceId,
  readRefreshToken,
  readSession,
  saveLeadDetails,
  saveSession,
  startClientSession,
} from '../session/session-storage';
import { store } from '../store/app-store';
import { makeStore } from '../store/store';

/**
 * What only the shell may use, reached through `@yoga/shared/host` (lint forbids this name
 * anywhere else). It rides in the root entry so the shell takes it from the one federated copy of
 * `@yoga/shared`: a separate module graph for the host made webpack split the shared code into an
 * extra chunk, and the home page grew by about 1.5 KB (docs/decisions/0008).
 */
export const HOST_ONLY = {
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
} as const;
