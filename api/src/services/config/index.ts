import { named } from '../../http/named-plugin';
import type { ServicePlugin } from '../service-plugin';
import { releaseRoutes } from './release-routes';
import { remoteRoutes } from './remote-routes';

/**
 * The config service: the remote manifest (read by the shell by plain fetch, not RTK Query), ops'
 * switches, and the remotes' releases.
 */
export const configService: ServicePlugin = async (app, { remoteManifests, db, releaseStore }) => {
  await app.register(named(remoteRoutes), { remoteManifests, db });
  await app.register(named(releaseRoutes), { remoteManifests, db, releaseStore });
};
