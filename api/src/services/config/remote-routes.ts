import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SERVICE_NAMES, serviceUrlsUnder, type ServiceName } from '@yoga/shared/domain';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { DateTimeText } from '../../http/schemas';
import { requireOps } from './ops-auth';
import { listRemotes, updateRemote } from './remote-repository';

const Timestamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const WindowTimestamp = Type.Union([DateTimeText(), Type.Null()]);

const RemoteBody = Type.Object(
  {
    name: Type.String(),
    entry: Type.String(),
    routes: Type.Array(Type.Object({ path: Type.String(), exact: Type.Boolean() })),
    enabled: Type.Boolean(),
    activeFrom: Timestamp,
    activeUntil: Timestamp,
  },
  { $id: 'Remote' },
);

const ManifestBody = Type.Object({
  remotes: Type.Array(RemoteBody),
  services: Type.Object(
    Object.fromEntries(SERVICE_NAMES.map((name) => [name, Type.String()])) as Record<
      ServiceName,
      ReturnType<typeof Type.String>
    >,
  ),
  memberSiteUrl: Type.String({ format: 'uri' }),
});

export interface ConfigServiceOptions {
  db: Database;
  publicApiBase: string;
  memberSiteUrl: string;
}

export const configService: FastifyPluginAsyncTypebox<ConfigServiceOptions> = async (
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
        params: Type.Object({ name: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 }) }),
        body: Type.Object(
          {
            enabled: Type.Optional(Type.Boolean()),
            activeFrom: Type.Optional(WindowTimestamp),
            activeUntil: Type.Optional(WindowTimestamp),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
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
        throw new HttpError(400, 'activeUntil must be later than activeFrom.', 'activeUntil');
      request.log.info(
        { remote: update.remote.name, change: request.body },
        'remote manifest changed',
      );
      return update.remote;
    },
  );
};
