/**
 * `@yoga/shared/routing`: the routes' declarations, the remote manifest and what a path is (a
 * page, a season page, a 404), the paid redirect, for the API, the builds and tests. The browser
 * takes the part it runs from the root entry (one federated copy); the spec's list of open routes
 * and what only a build needs stay out of every bundle.
 */
export {
  INLINE_MANIFEST_ID,
  PAGE_FILES,
  STARTUP_FILES,
  federationNameOf,
  offeredPart,
  parseRemoteManifest,
  pathAvailability,
  remotesOwning,
  routeAvailability,
  type ManifestRoute,
  type OpsWindow,
  type PathAvailability,
  type RemoteDescriptor,
  type RemoteManifest,
  type RouteAvailability,
  type ConsumerFiles,
  type FirstFiles,
  type PackageFiles,
  type RemotePageFiles,
  type RouteFiles,
  type StartupFiles,
} from './remote-manifest';
export {
  ROUTES_FILE,
  buildRoutes,
  type BuiltNav,
  type BuiltRoute,
  type BuiltRoutes,
  type NavDeclaration,
  type NavPlace,
  type PageModule,
  type RouteDeclaration,
} from './route-declarations';
export { matchesRoutePath, routeShape } from './route-paths';
export { SEASON_TIME_ZONE, isInSeason, isMonthDay, type SeasonWindow } from './route-season';
export { OPEN_ROUTES, OPEN_TOOL_ROUTES } from './open-routes';
export {
  RELEASES_PREFIX,
  RELEASE_FILE,
  RELEASE_NAME_MAX_LENGTH,
  RELEASE_NAME_PATTERN,
  SHA256_HEX_PATTERN,
  releaseEntry,
} from './releases';
export {
  LOCAL_MEMBER_SITE_PATH,
  PAID_REDIRECT_THRESHOLD,
  isOpenToPaid,
  isSitePath,
  paidRedirectUrl,
  type PaidRedirectLead,
  type PaidRouteRule,
} from './paid-redirect';
export { DEFAULT_SUPPORT_CONTACT, type SupportContact } from './support-contact';
export {
  RETURN_PATH_PARAM,
  returnPathIn,
  safeReturnPath,
  signInPath,
  withReturnPath,
} from './return-path';
