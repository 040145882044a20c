import type { ServicePlugin } from '../service-plugin';
import { remoteRoutes } from './remote-routes';

/** The config service: the remote manifest (read by the shell by plain fetch, not RTK Query). */
export const configService: ServicePlugin = async (app, { remoteManifests }) => {
  await app.register(remoteRoutes, { remoteManifests });
};
