import { LANGUAGES, type Language } from '../domain/languages';
import type { Static } from 'typebox';
import type {
  ManifestBody,
  ManifestRouteBody,
  RemoteBody,
} from '../schemas/remote-manifest-schemas';
import type { BuiltNav } from './route-declarations';
import { isSitePath } from './paid-redirect';
import { SHA256_HEX_PATTERN } from './releases';
import { matchesRoutePath } from './route-paths';
import { isInSeason, isMonthDay, type SeasonWindow } from './route-season';
import { SERVICE_NAMES, serviceUrlsUnder, type ServiceName } from '../domain/services';
import type { SupportContact } from './support-contact';
import { SPEC_PAGE_VIEWS } from './spec-page-views';

/** A window of ops' own dates (instants); null ends mean open on that side. */
export interface OpsWindow {
  activeFrom: string | null;
  activeUntil: string | null;
}

/** One route of a remote: what its build declared, with ops' switch and dates for it. */
export type ManifestRoute = Static<typeof ManifestRouteBody>;

/** What the shell needs to know about one remote, as served by `GET /api/config/remotes`. */
export type RemoteDescriptor = Static<typeof RemoteBody>;

/**
 * The manifest: the remotes, the base URL of each back-end service (a deployment can move one
 * without a rebuild), the separate member site's login (where paid members on older challenges
 * go) and the support desk.
 */
export type RemoteManifest = Static<typeof ManifestBody>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullableTimestamp = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

function parseWindow(value: Record<string, unknown>): OpsWindow | null {
  const activeFrom = value.activeFrom ?? null;
  const activeUntil = value.activeUntil ?? null;
  if (!isNullableTimestamp(activeFrom) || !isNullableTimestamp(activeUntil)) return null;
  return { activeFrom, activeUntil };
}

function parseSeason(value: unknown): SeasonWindow | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || typeof value.from !== 'string' || typeof value.until !== 'string')
    return undefined;
  return isMonthDay(value.from) && isMonthDay(value.until)
    ? { from: value.from, until: value.until }
    : undefined;
}

function parseNav(value: unknown): BuiltNav | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isRecord(value.labels)) return undefined;
  const { labelId, labels, place, order } = value;
  if (typeof labelId !== 'string' || typeof order !== 'number') return undefined;
  if (place !== 'header' && place !== 'member' && place !== 'account') return undefined;
  if (!LANGUAGES.every((language) => typeof labels[language] === 'string')) return undefined;
  return { labelId, labels: labels as Record<Language, string>, place, order };
}

function parseRoute(value: unknown): ManifestRoute | null {
  if (!isRecord(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) {
    return null;
  }
  const window = parseWindow(value);
  const season = parseSeason(value.season);
  const nav = parseNav(value.nav);
  if (!window || season === undefined || nav === undefined) return null;
  // A page-view name this shell does not know (a newer remote's) is left out, not trusted.
  const pageView = SPEC_PAGE_VIEWS.find((name) => name === value.pageView);
  return {
    path: value.path,
    openToPaid: value.openToPaid === true,
    nav,
    season,
    enabled: value.enabled !== false,
    ...window,
    ...(pageView ? { pageView } : {}),
  };
}

function parseRemote(value: unknown): RemoteDescriptor | null {
  if (!isRecord(value)) return null;
  const { name, entry, routes, enabled, integrity } = value;
  if (typeof name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(name)) return null;
  if (typeof entry !== 'string' || entry.length === 0) return null;
  if (!Array.isArray(routes) || typeof enabled !== 'boolean') return null;
  const window = parseWindow(value);
  const parsedRoutes = routes.map(parseRoute);
  if (!window || parsedRoutes.some((route) => route === null)) return null;
  // A release's files are checked against this hash before they run; a malformed one is refused.
  if (
    integrity !== undefined &&
    !(typeof integrity === 'string' && new RegExp(SHA256_HEX_PATTERN).test(integrity))
  )
    return null;
  return {
    name,
    entry,
    ...(integrity === undefined ? {} : { integrity }),
    routes: parsedRoutes as ManifestRoute[],
    enabled,
    ...window,
  };
}

function parseSupport(value: unknown): SupportContact | null {
  if (!isRecord(value) || !isRecord(value.hours)) return null;
  const { phone, email, hours } = value;
  if (typeof phone !== 'string' || typeof email !== 'string') return null;
  const hoursOk = LANGUAGES.every(
    (language) => hours[language] === null || typeof hours[language] === 'string',
  );
  // An API from before the flag sends none: its desk was configured or the old demo one.
  const example = value.example === true;
  return hoursOk ? { phone, email, hours: hours as SupportContact['hours'], example } : null;
}

/** Monitoring is on only with a DSN that is a URL; anything else (an older API's none) is off. */
function parseMonitoring(value: unknown): RemoteManifest['monitoring'] {
  const dsn = isRecord(value) && typeof value.dsn === 'string' ? value.dsn : null;
  return { dsn: dsn !== null && isAbsoluteUrl(dsn) ? dsn : null };
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The id of the element in which the server sends the manifest inside every page, so the shell
 * need not fetch it before the remotes can start (decision 0032).
 */
export const INLINE_MANIFEST_ID = 'remote-manifest';

/**
 * The file in the shell's build listing the scripts and styles its first render fetches after its
 * entry; the server preloads them in every page (decision 0033).
 */
export const STARTUP_FILES = 'startup-files.json';

/** Files a page fetches before it shows: for every language, and each language's catalogues. */
export interface FirstFiles {
  files: string[];
  languages: Partial<Record<string, string[]>>;
}

/**
 * What `STARTUP_FILES` holds: the files, the shared packages the shell loads at start, and the
 * files of those it provides but loads only later (a remote's page uses the shell's copy of them).
 */
export interface StartupFiles extends FirstFiles {
  packages: string[];
  provided: PackageFiles[];
}

/** A shared package a remote's page consumes, and the files of the remote's own copy of it. */
export interface PackageFiles extends FirstFiles {
  name: string;
}

/**
 * The file in each remote's build listing what its pages fetch before they show (paths inside the
 * remote's folder): its exposed app's scripts, styles and catalogues, and each route's page. The
 * server preloads them for the route (decision 0033).
 */
export const PAGE_FILES = 'page-files.json';

/**
 * A remote's app or one of its pages in `PAGE_FILES`: its own files, and the shared packages it
 * consumes. The shell's copy of a package it loaded at start is the one used; of any other, the
 * remote's own copy is fetched.
 */
export interface ConsumerFiles extends FirstFiles {
  packages: PackageFiles[];
}

/** One route's page in `PAGE_FILES`. */
export interface RouteFiles extends ConsumerFiles {
  path: string;
}

/** What `PAGE_FILES` holds. */
export interface RemotePageFiles {
  app: ConsumerFiles;
  routes: RouteFiles[];
}

/** Checks an untrusted manifest body; anything malformed yields null so the caller can fall back. */
export function parseRemoteManifest(value: unknown): RemoteManifest | null {
  if (!isRecord(value) || !Array.isArray(value.remotes) || !isRecord(value.services)) return null;
  const remotes = value.remotes.map(parseRemote);
  if (remotes.some((remote) => remote === null)) return null;
  // A service an older API did not list yet is where this site serves it by default.
  const services = { ...serviceUrlsUnder('/api'), ...value.services };
  if (!SERVICE_NAMES.every((service) => typeof services[service] === 'string')) return null;
  if (
    typeof value.memberSiteUrl !== 'string' ||
    !(isAbsoluteUrl(value.memberSiteUrl) || isSitePath(value.memberSiteUrl))
  )
    return null;
  const support = parseSupport(value.support);
  if (!support) return null;
  return {
    remotes: remotes as RemoteDescriptor[],
    services: services as Record<ServiceName, string>,
    memberSiteUrl: value.memberSiteUrl,
    support,
    monitoring: parseMonitoring(value.monitoring),
  };
}

const isWithin = ({ activeFrom, activeUntil }: OpsWindow, time: number) =>
  (activeFrom === null || time >= Date.parse(activeFrom)) &&
  (activeUntil === null || time < Date.parse(activeUntil));

const hasDates = ({ activeFrom, activeUntil }: OpsWindow) =>
  activeFrom !== null || activeUntil !== null;

/**
 * Whether a route is offered now: `off` when ops switched it or its remote off (its URL is a
 * 404), `off-season` outside its dates (its URL shows the season page), else `offered`. Ops'
 * dates for a route replace its declared yearly season.
 */
export type RouteAvailability = 'offered' | 'off-season' | 'off';

export function routeAvailability(
  remote: RemoteDescriptor,
  route: ManifestRoute,
  now: Date,
): RouteAvailability {
  if (!remote.enabled || !route.enabled) return 'off';
  const time = now.getTime();
  if (!isWithin(remote, time)) return 'off-season';
  if (hasDates(route)) return isWithin(route, time) ? 'offered' : 'off-season';
  if (route.season && !isInSeason(route.season, now)) return 'off-season';
  return 'offered';
}

/** The remote with only its routes offered now: what the shell registers for this page load. */
export function offeredPart(remote: RemoteDescriptor, now: Date): RemoteDescriptor {
  return {
    ...remote,
    routes: remote.routes.filter((route) => routeAvailability(remote, route, now) === 'offered'),
  };
}

/**
 * Names of the remotes that own `pathname`, in manifest order: the slots the shell renders and the
 * remotes whose first files the server hints for the page (pass the offered parts).
 */
export function remotesOwning(remotes: readonly RemoteDescriptor[], pathname: string): string[] {
  return remotes
    .filter((remote) => remote.routes.some((route) => matchesRoutePath(route.path, pathname)))
    .map((remote) => remote.name);
}

/** What a path is for this page load: a page, a season page, or nothing (404). */
export type PathAvailability = 'page' | 'off-season' | 'missing';

export function pathAvailability(
  pathname: string,
  shellRoutes: readonly { path: string }[],
  remotes: readonly RemoteDescriptor[],
  now: Date,
): PathAvailability {
  if (shellRoutes.some((route) => matchesRoutePath(route.path, pathname))) return 'page';
  let found: PathAvailability = 'missing';
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (!matchesRoutePath(route.path, pathname)) continue;
      const availability = routeAvailability(remote, route, now);
      if (availability === 'offered') return 'page';
      if (availability === 'off-season') found = 'off-season';
    }
  }
  return found;
}

/**
 * The Module Federation container name of a remote ("mf-challenge" -> "mf_challenge"): container
 * names become JavaScript identifiers, so hyphens are not allowed in them.
 */
export function federationNameOf(remoteName: string): string {
  return remoteName.replace(/-/g, '_');
}
