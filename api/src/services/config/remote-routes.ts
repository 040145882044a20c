import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceUrlsUnder } from '@yoga/shared/domain';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { ManifestBody, RemoteBody, RemoteChangeBody, RemoteNameParams } from './config-schemas';
import { requireOps } from '../../security/ops-auth';
import { listRemotes, updateRemote } from './remote-repository';

export interface RemoteRoutesOptions {
  db: Database;
  publicApiBase: string;
  memberSiteUrl: string;
}

/** The runtime manifest the shell starts from, and product ops' switches for remotes. */
export const remoteRoutes: FastifyPluginAsyncTypebox<RemoteRoutesOptions> = async (
  app,
  { db, publicApiBase, memberSiteUrl },
) => {
  const services = serviceUrlsUnder(publicApiBase);

  app.get(
    '/remotes',
    {
      schema: {
        tags: ['config'],
        summary: 'The runtime manifest of federated remotes and service URLs (never cached)',
        response: { 200: ManifestBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { remotes: await listRemotes(db), services, memberSiteUrl };
    },
  );

  app.put(
    '/remotes/:name',
    {
      onRequest: requireOps,
      schema: {
        tags: ['config'],
        summary: 'Product ops: switch a remote on or off, or set its seasonal window',
        security: [{ opsToken: [] }],
        params: RemoteNameParams,
        body: RemoteChangeBody,
        response: {
          200: RemoteBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const update = await updateRemote(db, request.params.name, request.body);
      if (update.outcome === 'not-found')
        throw notFound(`There is no remote named ${request.params.name}.`);
      if (update.outcome === 'reversed-window')
        throw new HttpError(400, 'invalid_input', 'activeUntil must be later than activeFrom.', {
          field: 'activeUntil',
        });
      request.log.info(
        { remote: update.remote.name, change: request.body },
        'remote manifest changed',
      );
      return update.remote;
    },
  );
};
