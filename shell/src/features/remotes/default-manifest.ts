import type { RemoteManifest } from '@yoga/shared';
import { manifestOfBuiltRoutes } from './built-manifest';

/**
 * Used when the manifest cannot be fetched in time: the remotes this shell release was built
 * alongside, at their standard paths on the same origin (generated from their declarations).
 */
export const DEFAULT_MANIFEST: RemoteManifest = manifestOfBuiltRoutes(__BUILT_REMOTE_ROUTES__);
