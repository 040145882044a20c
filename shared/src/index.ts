export * from './domain';
export * from './models/challenge';
export {
  makeStore,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type LazyLoadedSlices,
  type RootState,
} from './store/store';
export { store } from './store/app-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export * from './toast/toast-slice';
export { serviceApis, type ServiceApi } from './api/service-apis';
export { getServiceUrl, resetServiceUrls, setServiceUrls } from './api/runtime-config';
export { createServiceBaseQuery, withSessionHeaders } from './api/service-base-query';
export { REAUTH_MESSAGE, expireSession, renewSession } from './api/session-renewal';
export * from './session/session-storage';
export * from './session/auth-slice';
export * from './models/member';
export { trackEvent, trackPageView, type AnalyticsEvent } from './analytics/analytics';
export {
  createRemoteLifecycles,
  type RemoteLifecycles,
  type RemoteMountProps,
} from './remote/create-remote-lifecycles';
export { RemoteErrorBoundary } from './remote/remote-error-boundary';
export { RemoteUnavailable } from './ui/remote-unavailable';
