import { Type } from 'typebox';
import {
  RELEASE_NAME_MAX_LENGTH,
  RELEASE_NAME_PATTERN,
  SHA256_HEX_PATTERN,
} from '@yoga/shared/routing';
import { Nullable, PlainText } from '@yoga/shared/schemas';
import { DateTimeText } from '../../http/schemas';

export {
  ManifestBody,
  ReleaseBody,
  ReleaseListBody,
  RemoteBody,
  RemoteEventListBody,
} from '@yoga/shared/schemas';

const WindowTimestamp = Type.Union([DateTimeText(), Type.Null()]);

export const RemoteNameParams = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 }),
});

/** Why ops made a change: kept in the remote's audit log. */
const Reason = () => PlainText({ minLength: 3, maxLength: 300 });

const switchFields = {
  /** Kept in the audit log; a script that sends none is logged as giving none. */
  reason: Type.Optional(Reason()),
  enabled: Type.Optional(Type.Boolean()),
  activeFrom: Type.Optional(WindowTimestamp),
  activeUntil: Type.Optional(WindowTimestamp),
};

/** Product ops change only the fields they send. */
export const RemoteChangeBody = Type.Object(switchFields, {
  additionalProperties: false,
  minProperties: 1,
});

/** One route's switch: the route as its remote declares it, and the fields to change. */
export const RouteChangeBody = Type.Object(
  { path: Type.String({ pattern: '^/', maxLength: 200 }), ...switchFields },
  { additionalProperties: false, minProperties: 2 },
);

const ReleaseName = () =>
  Type.String({
    pattern: RELEASE_NAME_PATTERN,
    maxLength: RELEASE_NAME_MAX_LENGTH,
    description: 'The release folder, e.g. 0.1.0-3fa2b9c1 (version, then the hash of its manifest)',
  });

export const RemoteReleaseParams = Type.Object({
  name: RemoteNameParams.properties.name,
  release: ReleaseName(),
});

/** `POST config/remotes/{name}/releases`: a release the release command copied to the store. */
export const RegisterReleaseBody = Type.Object(
  {
    release: ReleaseName(),
    version: Type.String({ pattern: '^[0-9A-Za-z.+-]{1,40}$', maxLength: 40 }),
    /** What the release command hashed; the server hashes the stored manifest and compares. */
    manifest_sha256: Type.String({ pattern: SHA256_HEX_PATTERN, minLength: 64, maxLength: 64 }),
    reason: Reason(),
  },
  { additionalProperties: false },
);

/** `PUT config/remotes/{name}/release`: the release to serve, or null for the site's own build. */
export const SwitchReleaseBody = Type.Object(
  { release: Nullable(ReleaseName()), reason: Reason() },
  { additionalProperties: false },
);
