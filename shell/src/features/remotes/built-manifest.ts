import {
  DEFAULT_SUPPORT_CONTACT,
  serviceUrlsUnder,
  type BuiltRoutes,
  type RemoteManifest,
} from '@yoga/shared';

/** The manifest of remotes as their builds declare them, switched on and without ops' dates. */
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
    memberSiteUrl: 'https://members.yogachallenge.example/login',
    support: DEFAULT_SUPPORT_CONTACT,
  };
}
