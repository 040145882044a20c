import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import {
  findRelease,
  listReleases,
  recordRelease,
  remoteEvents,
  switchRelease,
  activeReleases,
} from '../../remotes/release-repository';
import type { ReleaseStore } from '../../remotes/release-store';
import type { RemoteManifests } from '../../remotes/remote-manifests';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';
import {
  RegisterReleaseBody,
  ReleaseBody,
  ReleaseListBody,
  RemoteBody,
  RemoteEventListBody,
  RemoteNameParams,
  SwitchReleaseBody,
} from './config-schemas';

const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

/**
 * Ops: a remote's releases (issue 25, docs/remote-releases.md). The release command copies a
 * remote's build to the release store and registers it here; ops then switch the remote to it,
 * or back to an earlier one, at runtime. Every release and switch is audited.
 */
export const releaseRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  releaseStore: ReleaseStore;
  remoteManifests: RemoteManifests;
}> = async (app, { db, releaseStore, remoteManifests }) => {
  guardEveryRoute(app, requireOps('admin'));

  const knownRemote = (name: string) => {
    if (!remoteManifests.hasRemote(name)) throw notFound(`There is no remote named ${name}.`);
  };

  app.post(
    '/remotes/:name/releases',
    {
      schema: {
        tags: ['config'],
        summary:
          "Ops: registers a release the release command copied to the store (checked against its manifest's hash)",
        params: RemoteNameParams,
        body: RegisterReleaseBody,
        response: { 201: ReleaseBody, 200: ReleaseBody, ...ERRORS, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      knownRemote(name);
      const { release, version, manifest_sha256: sent, reason } = request.body;
      const stored = releaseStore.read(name, release);
      if (!stored) {
        throw new HttpError(
          404,
          'not_found',
          `The release store has no build of ${name} named ${release}.`,
          {
            field: 'release',
          },
        );
      }
      if (stored.manifestSha256 !== sent || !release.endsWith(`-${sent.slice(0, 8)}`)) {
        throw new HttpError(
          409,
          'release_mismatch',
          "The stored release's manifest does not have this hash.",
          { field: 'manifest_sha256' },
        );
      }
      const recorded = await recordRelease(
        db,
        name,
        { release, version, manifestSha256: sent, routes: stored.routes },
        { actor: opsActor(request.caller), reason },
      );
      if (!recorded) {
        throw new HttpError(
          409,
          'release_exists',
          'A release of this name was recorded with another manifest.',
          {
            field: 'release',
          },
        );
      }
      return reply.code(recorded.created ? 201 : 200).send(recorded.record);
    },
  );

  app.get(
    '/remotes/:name/releases',
    {
      schema: {
        tags: ['config'],
        summary: "Ops: a remote's releases, the latest first, and the one it serves now",
        params: RemoteNameParams,
        querystring: NoQuery,
        response: { 200: ReleaseListBody, ...ERRORS },
      },
    },
    async (request) => {
      const { name } = request.params;
      knownRemote(name);
      const [releases, active] = await Promise.all([listReleases(db, name), activeReleases(db)]);
      return { active: active.get(name)?.release ?? null, releases };
    },
  );

  app.put(
    '/remotes/:name/release',
    {
      schema: {
        tags: ['config'],
        summary:
          'Ops: switches the release a remote serves (or rolls it back), at once, for new visits; null serves the built files',
        params: RemoteNameParams,
        body: SwitchReleaseBody,
        response: { 200: RemoteBody, ...ERRORS, 409: ErrorBody },
      },
    },
    async (request) => {
      const { name } = request.params;
      knownRemote(name);
      const { release, reason } = request.body;
      if (release !== null) {
        const recorded = await findRelease(db, name, release);
        if (!recorded) {
          throw new HttpError(404, 'not_found', `${name} has no release ${release}.`, {
            field: 'release',
          });
        }
        // The files are checked again as they go live: a folder changed since it was registered
        // is refused here, as the shell would refuse it.
        if (releaseStore.read(name, release)?.manifestSha256 !== recorded.manifest_sha256) {
          throw new HttpError(
            409,
            'release_mismatch',
            "The stored release's files no longer match what was registered.",
            { field: 'release' },
          );
        }
      }
      await switchRelease(db, name, release, { actor: opsActor(request.caller), reason });
      remoteManifests.forget();
      request.log.info({ remote: name, release }, 'remote release switched');
      const { remotes } = await remoteManifests.read();
      const remote = remotes.find((candidate) => candidate.name === name);
      if (!remote) throw new Error(`the built remote ${name} is not in the manifest`);
      return remote;
    },
  );

  app.get(
    '/remotes/:name/events',
    {
      schema: {
        tags: ['config'],
        summary:
          "Ops: a remote's audit log (releases, switches, windows: who, what, when, why), oldest first",
        params: RemoteNameParams,
        querystring: NoQuery,
        response: { 200: RemoteEventListBody, ...ERRORS },
      },
    },
    async (request) => {
      knownRemote(request.params.name);
      return { events: await remoteEvents(db, request.params.name) };
    },
  );
};
