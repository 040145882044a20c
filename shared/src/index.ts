/*
 * What every remote (and the shell) may import. What only the shell may use (the store instance,
 * session writes, service URL set-up, renewal) is in `@yoga/shared/host`; test helpers are in
 * `@yoga/shared/testing`.
 */
export * from './domain';
// The list itself is for the API (`@yoga/shared/models`); the browser needs only the type.
export type { ApiErrorCode } from './models/api-error-codes';
export * from './models/challenge';
export * from './models/member';
export * from './models/live';
export * from './models/game';
export * from './models/certificate';
export {
  rootReducer,
  type AppDispatch,
  type AppStore,
  type LazyLoadedSlices,
  type RootState,
} from './store/store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export * from './toast/toast-slice';
export { serviceApis, type ServiceApi } from './api/service-apis';
export { supportContact } from './api/runtime-config';
export { PHONE_PROBLEM, apiProblem, nameProblemOf, type ApiProblem } from './api/api-problem';
export {
  selectAccount,
  selectEnteredName,
  selectEnteredPhone,
  selectIsSignedIn,
  selectLead,
  selectLeadLoading,
  selectUserType,
} from './session/auth-slice';
export { trackEvent, trackPageView, type AnalyticsEvent } from './analytics/analytics';
export {
  createRemoteLifecycles,
  type RemoteLifecycles,
  type RemoteMountProps,
} from './remote/create-remote-lifecycles';
export { DeclaredRoutes, lazyPage, type DeclaredRoutesProps } from './remote/declared-routes';
export { RemoteErrorBoundary } from './remote/remote-error-boundary';
export { ROUTER_FUTURE } from './remote/router-future';
export * from './ui';
export { HOST_ONLY } from './host/host-only';
export * from './i18n';
