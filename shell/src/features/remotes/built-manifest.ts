import {
  DEFAULT_SUPPORT_CONTACT,
  LOCAL_MEMBER_SITE_PATH,
  serviceUrlsUnder,
  type BuiltRoutes,
  type RemoteManifest,
} from '@yoga/shared';

/**
 * The manifest of remotes as their builds declare them, switched on and without ops' dates. Used
 * only when the config service does not answer, so the member site is this site's own page
 * rather than a guess at an address.
 */
export function manifestOfBuiltRoutes(built: readonly BuiltRoutes[]): RemoteManifest {
  return {
    remotes: built.map(({ app, routes }) => ({
      name: app,
      entry: `/remotes/${app}/mf-manifest.json`,
      routes: routes.map((route) => ({
        ...route,
        enabled: true,
        activeFrom: null,
        activeUntil: null,
      })),
      enabled: true,
      activeFrom: null,
      activeUntil: null,
    })),
    services: serviceUrlsUnder('/api'),
    memberSiteUrl: LOCAL_MEMBER_SITE_PATH,
    support: DEFAULT_SUPPORT_CONTACT,
    // Without the server's word, no monitoring: its DSN is the deployment's to give.
    monitoring: { dsn: null },
  };
}
