import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import type { Database } from '../../db/database';
import { audit } from '../../remotes/release-repository';
import type { RemoteManifests } from '../../remotes/remote-manifests';
import type { SwitchUpdate } from '../../remotes/remote-switches-repository';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import {
  ManifestBody,
  RemoteBody,
  RemoteChangeBody,
  RemoteNameParams,
  RouteChangeBody,
} from './config-schemas';

export interface RemoteRoutesOptions {
  remoteManifests: RemoteManifests;
  db: Database;
}

/** What a script that gives no reason is logged with. */
const NO_REASON = '(no reason given)';

/** A person in the console says why they switch; only the deployment's scripts may not. */
function reasonOf(request: FastifyRequest, reason: string | undefined): string {
  if (reason) return reason;
  if (request.caller?.kind === 'ops' && request.caller.person !== null) {
    throw new HttpError(400, 'invalid_input', 'Say why you change this remote.', {
      field: 'reason',
    });
  }
  return NO_REASON;
}

const OPS_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

function refuseReversed(update: SwitchUpdate): void {
  if (update.outcome === 'reversed-window')
    throw new HttpError(400, 'invalid_input', 'activeUntil must be later than activeFrom.', {
      field: 'activeUntil',
    });
}

/** The runtime manifest the shell starts from, and product ops' switches for remotes and routes. */
export const remoteRoutes: FastifyPluginAsyncTypebox<RemoteRoutesOptions> = async (
  app,
  { remoteManifests, db },
) => {
  async function remoteNamed(name: string) {
    const { remotes } = await remoteManifests.read();
    const remote = remotes.find((candidate) => candidate.name === name);
    if (!remote) throw new Error(`the built remote ${name} is not in the manifest`);
    return remote;
  }

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
      return remoteManifests.read();
    },
  );

  app.put(
    '/remotes/:name',
    {
      onRequest: requireOps('admin'),
      schema: {
        tags: ['config'],
        summary: 'Product ops: switch a remote on or off, or set its seasonal window',
        params: RemoteNameParams,
        body: RemoteChangeBody,
        response: { 200: RemoteBody, ...OPS_ERRORS },
      },
    },
    async (request) => {
      const { name } = request.params;
      const { reason: given, ...change } = request.body;
      const reason = reasonOf(request, given);
      if (!remoteManifests.hasRemote(name)) throw notFound(`There is no remote named ${name}.`);
      refuseReversed(await remoteManifests.changeRemote(name, change));
      await audit(
        db,
        name,
        'remote-changed',
        { actor: opsActor(request.caller), reason },
        { change },
      );
      request.log.info({ remote: name, change }, 'remote manifest changed');
      return remoteNamed(name);
    },
  );

  app.put(
    '/remotes/:name/routes',
    {
      onRequest: requireOps('admin'),
      schema: {
        tags: ['config'],
        summary: "Product ops: switch one of a remote's routes on or off, or set its dates",
        params: RemoteNameParams,
        body: RouteChangeBody,
        response: { 200: RemoteBody, ...OPS_ERRORS },
      },
    },
    async (request) => {
      const { name } = request.params;
      const { path, reason: given, ...change } = request.body;
      const reason = reasonOf(request, given);
      if (!remoteManifests.hasRemote(name)) throw notFound(`There is no remote named ${name}.`);
      if (!(await remoteManifests.hasRoute(name, path)))
        throw new HttpError(404, 'not_found', `${name} declares no route ${path}.`, {
          field: 'path',
        });
      refuseReversed(await remoteManifests.changeRoute(name, path, change));
      await audit(
        db,
        name,
        'route-changed',
        { actor: opsActor(request.caller), reason },
        { path, change },
      );
      request.log.info({ remote: name, route: path, change }, 'remote manifest changed');
      return remoteNamed(name);
    },
  );
};
