import path from 'node:path';
import { appFolders, readAppRoutes } from '../../../shared/src/build/app-routes';
import type { SiteRoutes } from '../remotes/site-routes';

const repositoryRoot = path.resolve(__dirname, '../../..');

let declared: Promise<SiteRoutes> | null = null;

/**
 * The site's routes as the apps declare them in their source, what their builds would write: API
 * tests do not depend on a build of the site.
 */
export function declaredSiteRoutes(): Promise<SiteRoutes> {
  declared ??= Promise.all(appFolders(repositoryRoot).map(readAppRoutes)).then((apps) => ({
    shell: apps.find((routes) => routes.app === 'shell')?.routes ?? [],
    remotes: apps
      .filter((routes) => routes.app !== 'shell')
      .sort((a, b) => a.app.localeCompare(b.app)),
  }));
  return declared;
}
