import type { ServiceName } from '@yoga/shared/domain';
import {
  pathAvailability,
  releaseEntry,
  type PathAvailability,
  type RemoteDescriptor,
  type RemoteManifest,
  type SupportContact,
} from '@yoga/shared/routing';
import { createTtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/database';
import {
  changeRemoteSwitch,
  changeRouteSwitch,
  listRemoteSwitches,
  listRouteSwitches,
  type Switch,
  type SwitchChange,
  type SwitchUpdate,
} from './remote-switches-repository';
import { activeReleases } from './release-repository';
import type { SiteRoutes } from './site-routes';

const ON: Switch = { enabled: true, activeFrom: null, activeUntil: null };

/**
 * Every page load asks for the manifest and for its path's status; ops' switches change a few
 * times a season. Kept this long per process (dropped at once on this process's own changes), so
 * a switch reaches every process within seconds without two reads per page view.
 */
export const SWITCHES_TTL_MS = 5_000;

export interface RemoteManifests {
  /** The manifest: every built remote's declared routes merged with ops' switches. */
  read(): Promise<RemoteManifest>;
  /** Whether a remote of that name was built (and so can be switched). */
  hasRemote(name: string): boolean;
  /** Whether the remote declares that route (exactly as declared) in the build it serves now. */
  hasRoute(name: string, path: string): Promise<boolean>;
  /** After ops switched a remote's release: this process reads afresh. */
  forget(): void;
  changeRemote(name: string, change: SwitchChange): Promise<SwitchUpdate>;
  changeRoute(name: string, path: string, change: SwitchChange): Promise<SwitchUpdate>;
  /** What a page path is now: a page, a season page or missing (the server's status for it). */
  pathAvailability(pathname: string, now: Date): Promise<PathAvailability>;
}

export interface RemoteManifestOptions {
  db: Database;
  site: SiteRoutes;
  /** The app's clock, by which the switches age. */
  clock: () => Date;
  services: Record<ServiceName, string>;
  memberSiteUrl: string;
  support: SupportContact;
  monitoring: RemoteManifest['monitoring'];
}

/** The remote manifest of this process: the builds' routes (read once) and ops' switches (live). */
export function createRemoteManifests({
  db,
  site,
  services,
  memberSiteUrl,
  support,
  monitoring,
  clock,
}: RemoteManifestOptions): RemoteManifests {
  const built = new Set(site.remotes.map(({ app }) => app));

  const switches = createTtlCache<'switches', Awaited<ReturnType<typeof readSwitches>>>(clock, {
    max: 1,
    ttl: SWITCHES_TTL_MS,
    fetchMethod: readSwitches,
  });

  async function readSwitches() {
    const [remoteSwitches, routeSwitches, releases] = await Promise.all([
      listRemoteSwitches(db),
      listRouteSwitches(db),
      activeReleases(db),
    ]);
    return { remoteSwitches, routeSwitches, releases };
  }

  async function remotes(): Promise<RemoteDescriptor[]> {
    const fetched = await switches.fetch('switches');
    if (!fetched) throw new Error('the switches of the remotes could not be read');
    const { remoteSwitches, routeSwitches, releases } = fetched;
    const routeSwitch = new Map(routeSwitches.map((s) => [`${s.remote} ${s.path}`, s]));
    return site.remotes.map(({ app, routes: builtRoutes }) => {
      // A released remote serves its release's files and the routes its build declared; the
      // shell checks the manifest it fetches against the hash recorded when ops registered it.
      const release = releases.get(app);
      return {
        name: app,
        entry: release ? releaseEntry(app, release.release) : `/remotes/${app}/mf-manifest.json`,
        ...(release ? { integrity: release.manifestSha256 } : {}),
        ...(remoteSwitches.get(app) ?? ON),
        routes: (release?.routes ?? builtRoutes).map((route) => {
          const { enabled, activeFrom, activeUntil } =
            routeSwitch.get(`${app} ${route.path}`) ?? ON;
          return { ...route, enabled, activeFrom, activeUntil };
        }),
      };
    });
  }

  return {
    read: async () => ({
      remotes: await remotes(),
      services,
      memberSiteUrl,
      support,
      monitoring,
    }),
    hasRemote: (name) => built.has(name),
    hasRoute: async (name, path) =>
      (await remotes())
        .find((remote) => remote.name === name)
        ?.routes.some((route) => route.path === path) ?? false,
    forget: () => switches.clear(),
    changeRemote: async (name, change) => {
      const update = await changeRemoteSwitch(db, name, change);
      switches.clear();
      return update;
    },
    changeRoute: async (name, path, change) => {
      const update = await changeRouteSwitch(db, name, path, change);
      switches.clear();
      return update;
    },
    pathAvailability: async (pathname, now) =>
      pathAvailability(pathname, site.shell, await remotes(), now),
  };
}
