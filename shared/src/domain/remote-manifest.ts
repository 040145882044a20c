import { SERVICE_NAMES, type ServiceName } from './services';

/** One route a remote owns; `exact` means only that path, otherwise the path and everything below. */
export interface RemoteRoute {
  path: string;
  exact: boolean;
}

/** What the shell needs to know about one remote, as served by `GET /api/config/remotes`. */
export interface RemoteDescriptor {
  name: string;
  entry: string;
  routes: RemoteRoute[];
  enabled: boolean;
  activeFrom: string | null;
  activeUntil: string | null;
}

export interface RemoteManifest {
  remotes: RemoteDescriptor[];
  /** Base URL of each back-end service, so a deployment can move a service without a rebuild. */
  services: Record<ServiceName, string>;
  /** Login page of the separate member site that paid members on older challenges are sent to. */
  memberSiteUrl: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullableTimestamp = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

function parseRoute(value: unknown): RemoteRoute | null {
  if (!isRecord(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) {
    return null;
  }
  return { path: value.path, exact: value.exact === true };
}

function parseRemote(value: unknown): RemoteDescriptor | null {
  if (!isRecord(value)) return null;
  const { name, entry, routes, enabled, activeFrom, activeUntil } = value;
  if (typeof name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(name)) return null;
  if (typeof entry !== 'string' || entry.length === 0) return null;
  if (!Array.isArray(routes) || typeof enabled !== 'boolean') return null;
  const from = activeFrom ?? null;
  const until = activeUntil ?? null;
  if (!isNullableTimestamp(from) || !isNullableTimestamp(until)) return null;
  const parsedRoutes = routes.map(parseRoute);
  if (parsedRoutes.some((route) => route === null)) return null;
  return {
    name,
    entry,
    routes: parsedRoutes as RemoteRoute[],
    enabled,
    activeFrom: from,
    activeUntil: until,
  };
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Checks an untrusted manifest body; anything malformed yields null so the caller can fall back. */
export function parseRemoteManifest(value: unknown): RemoteManifest | null {
  if (!isRecord(value) || !Array.isArray(value.remotes) || !isRecord(value.services)) return null;
  const remotes = value.remotes.map(parseRemote);
  if (remotes.some((remote) => remote === null)) return null;
  const services = value.services;
  if (!SERVICE_NAMES.every((service) => typeof services[service] === 'string')) return null;
  if (typeof value.memberSiteUrl !== 'string' || !isAbsoluteUrl(value.memberSiteUrl)) return null;
  return {
    remotes: remotes as RemoteDescriptor[],
    services: services as Record<ServiceName, string>,
    memberSiteUrl: value.memberSiteUrl,
  };
}

/** A remote is live when switched on and, for seasonal campaigns, inside its window. */
export function isRemoteActive(remote: RemoteDescriptor, now: Date): boolean {
  if (!remote.enabled) return false;
  const time = now.getTime();
  if (remote.activeFrom !== null && time < Date.parse(remote.activeFrom)) return false;
  if (remote.activeUntil !== null && time >= Date.parse(remote.activeUntil)) return false;
  return true;
}

/**
 * The Module Federation container name of a remote ("mf-challenge" -> "mf_challenge"): container
 * names become JavaScript identifiers, so hyphens are not allowed in them.
 */
export function federationNameOf(remoteName: string): string {
  return remoteName.replace(/-/g, '_');
}
