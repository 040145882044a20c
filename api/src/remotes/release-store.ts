import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  RELEASES_PREFIX,
  ROUTES_FILE,
  type BuiltRoute,
  type BuiltRoutes,
} from '@yoga/shared/routing';

/** What a release's folder holds, as the server reads it. */
export interface StoredRelease {
  manifestSha256: string;
  routes: BuiltRoute[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The release store: a folder of `<remote>/<release>/` folders, each a remote's build as it was
 * released (`npm run release -w <remote>` copies it there). The server reads a release when ops
 * register or switch to it, and serves every release's files at /releases/.
 */
export function createReleaseStore(root: string) {
  const folderOf = (remote: string, release: string) => path.join(root, remote, release);
  return {
    root,
    /** The release's manifest hash and routes, or null when its folder has no build of `remote`. */
    read(remote: string, release: string): StoredRelease | null {
      const folder = folderOf(remote, release);
      const manifest = path.join(folder, 'mf-manifest.json');
      const routesFile = path.join(folder, ROUTES_FILE);
      if (!existsSync(manifest) || !existsSync(routesFile)) return null;
      const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as BuiltRoutes;
      if (routes.app !== remote || !Array.isArray(routes.routes)) return null;
      return { manifestSha256: sha256(readFileSync(manifest)), routes: routes.routes };
    },
    /** Serves every release's files, immutable: a release's path names exactly one build. */
    async serve(app: FastifyInstance): Promise<void> {
      mkdirSync(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: RELEASES_PREFIX,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        index: false,
        setHeaders: (res) => {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          res.setHeader('vary', 'accept-encoding');
        },
      });
    },
  };
}

export type ReleaseStore = ReturnType<typeof createReleaseStore>;
