import {
  SERVICE_NAMES,
  type RemoteDescriptor,
  type RemoteManifest,
  type ServiceName,
} from '@yoga/shared/domain';
import { Type, type Static } from 'typebox';
import { DateTimeText } from '../../http/schemas';
import type { Assert, Equal } from '../../http/type-equality';

const Timestamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const WindowTimestamp = Type.Union([DateTimeText(), Type.Null()]);

export const RemoteRouteBody = Type.Object({ path: Type.String(), exact: Type.Boolean() });

export const RemoteBody = Type.Object(
  {
    name: Type.String(),
    entry: Type.String(),
    routes: Type.Array(RemoteRouteBody),
    enabled: Type.Boolean(),
    activeFrom: Timestamp,
    activeUntil: Timestamp,
  },
  { $id: 'Remote' },
);

export type Remote = Static<typeof RemoteBody>;

export const ManifestBody = Type.Object({
  remotes: Type.Array(RemoteBody),
  services: Type.Object(
    Object.fromEntries(SERVICE_NAMES.map((name) => [name, Type.String()])) as Record<
      ServiceName,
      ReturnType<typeof Type.String>
    >,
  ),
  memberSiteUrl: Type.String({ format: 'uri' }),
});

export const RemoteNameParams = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 }),
});

/** Product ops change only the fields they send. */
export const RemoteChangeBody = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    activeFrom: Type.Optional(WindowTimestamp),
    activeUntil: Type.Optional(WindowTimestamp),
  },
  { additionalProperties: false, minProperties: 1 },
);

export type RemoteChange = Static<typeof RemoteChangeBody>;

type _RemoteIsShared = Assert<Equal<Remote, RemoteDescriptor>>;
type _ManifestIsShared = Assert<Equal<Static<typeof ManifestBody>, RemoteManifest>>;
