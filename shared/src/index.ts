/*
 * What every remote (and the shell) may import. What only the shell may use (the store instance,
 * session writes, service URL set-up, renewal) is in `@yoga/shared/host`; test helpers are in
 * `@yoga/shared/testing`.
 */
// The domain rules the browser runs; the API and the builds take every rule from
// @yoga/shared/domain. Every export here ships in the federated root chunk of every page, so a
// rule only the server applies stays out (docs/decisions/0019).
export { formatIndianNumber } from './domain/format-indian-number';
export { sessionWindow, type SessionWindow, type TimedSession } from './domain/live-session-window';
export { formatCalendarDate, parseCalendarDate } from './domain/format-calendar-date';
export {
  calendarDateIn,
  challengeProgress,
  type ChallengeDates,
  type ChallengeProgress,
} from './domain/challenge-progress';
export {
  SERVICE_NAMES,
  SERVICE_TABLE,
  serviceUrlsUnder,
  type ServiceName,
} from './domain/services';
export {
  NAME_MAX_LENGTH,
  NAME_MESSAGES,
  checkName,
  normaliseName,
  type NameProblem,
} from './domain/member-name';
export {
  PHONE_MESSAGE,
  dialCodeOf,
  supportedCountries,
  type CountryCode,
} from './domain/phone-countries';
export {
  isSessionIdValid,
  readStoredSessionId,
  type StoredSessionId,
} from './domain/client-session';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  isLanguage,
  preferredLanguage,
  type Language,
} from './domain/languages';
export { type ChallengePhases, type UserTiming } from './domain/challenge-phases';
export { type MarkChoice, type MarkableSession } from './domain/session-to-mark';
export { REMINDER_BEFORE_MS, SHARE_TITLE } from './domain/live-constants';
export { DEFAULT_SUPPORT_CONTACT, type SupportContact } from './routing/support-contact';
export {
  type ReferralFacts,
  type ReferralReview,
  type ReferralStatus,
} from './domain/referral-credit';
export { boardName, type Standing } from './domain/leaderboard-standing';
export {
  DEVICE_ID_HEADER,
  type DayGuess,
  type GameRules,
  type GameStanding,
  type LevelThreshold,
  type StandingFacts,
} from './domain/game-rules';
export { type GuessWindow } from './domain/guess-days';
export { clockTimeFormat, memberTimeZone } from './domain/clock-time';
export { contentText } from './domain/content-text';
export {
  linkedInAddToProfileUrl,
  printableName,
  type CertificateEligibility,
  type CertificateRule,
  type LinkedInCertification,
  type WorldRecordEligibility,
} from './domain/certificate-rules';
// What the shell runs of the routing (the build-time and contract parts stay in @yoga/shared/routing).
export {
  federationNameOf,
  offeredPart,
  INLINE_MANIFEST_ID,
  parseRemoteManifest,
  pathAvailability,
  remotesOwning,
  type ManifestRoute,
  type RemoteDescriptor,
  type RemoteManifest,
} from './routing/remote-manifest';
export type { BuiltRoutes, NavPlace, RouteDeclaration } from './routing/route-declarations';
export { matchesRoutePath } from './routing/route-paths';
export { SPEC_PAGE_VIEWS, type SpecPageView } from './routing/spec-page-views';
export {
  LOCAL_MEMBER_SITE_PATH,
  paidRedirectUrl,
  type PaidRouteRule,
} from './routing/paid-redirect';
export {
  RETURN_PATH_PARAM,
  returnPathIn,
  safeReturnPath,
  signInPath,
  withReturnPath,
} from './routing/return-path';
// The list itself is for the API (`@yoga/shared/models`); the browser needs only the type.
export type { ApiErrorCode } from './models/api-error-codes';
export * from './models/challenge';
export * from './models/member';
export * from './models/profile';
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
export { endSession } from './api/session-renewal';
export {
  OFFLINE_PROBLEM,
  PHONE_PROBLEM,
  apiProblem,
  checkPrintedName,
  nameProblemOf,
  type ApiProblem,
  type PrintedName,
} from './api/api-problem';
export {
  leadRenamed,
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
export { useHoldFirstView } from './remote/first-view-hold';
export { RemoteErrorBoundary } from './remote/remote-error-boundary';
export { ROUTER_FUTURE } from './remote/router-future';
export * from './ui';
export { HOST_ONLY } from './host/host-only';
export * from './i18n';
