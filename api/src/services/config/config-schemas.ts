import {
  LANGUAGES,
  SERVICE_NAMES,
  type Language,
  type RemoteDescriptor,
  type RemoteManifest,
  type ServiceName,
} from '@yoga/shared/domain';
import { Type, type Static } from 'typebox';
import { DateTimeText } from '../../http/schemas';
import type { Assert, Equal } from '../../http/type-equality';

const Timestamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const NullableText = Type.Union([Type.String(), Type.Null()]);

const WindowTimestamp = Type.Union([DateTimeText(), Type.Null()]);

const SeasonBody = Type.Object({
  from: Type.String({ pattern: '^\\d{2}-\\d{2}$' }),
  until: Type.String({ pattern: '^\\d{2}-\\d{2}$' }),
});

const NavBody = Type.Object({
  labelId: Type.String(),
  labels: Type.Object(
    Object.fromEntries(LANGUAGES.map((language) => [language, Type.String()])) as Record<
      Language,
      ReturnType<typeof Type.String>
    >,
  ),
  place: Type.Union([Type.Literal('header'), Type.Literal('member'), Type.Literal('account')]),
  order: Type.Number(),
});

/** A route as its remote's build declared it, with ops' switch and dates for it. */
export const RemoteRouteBody = Type.Object({
  path: Type.String(),
  openToPaid: Type.Boolean(),
  nav: Type.Union([NavBody, Type.Null()]),
  season: Type.Union([SeasonBody, Type.Null()]),
  enabled: Type.Boolean(),
  activeFrom: Timestamp,
  activeUntil: Timestamp,
});

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
  support: Type.Object({
    phone: Type.String(),
    email: Type.String(),
    hours: Type.Object(
      Object.fromEntries(LANGUAGES.map((language) => [language, NullableText])) as Record<
        Language,
        typeof NullableText
      >,
    ),
  }),
});

export const RemoteNameParams = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 }),
});

const switchFields = {
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

type _RemoteIsShared = Assert<Equal<Remote, RemoteDescriptor>>;
type _ManifestIsShared = Assert<Equal<Static<typeof ManifestBody>, RemoteManifest>>;
