import { Type, type Static } from 'typebox';
import { LANGUAGES, type Language } from '../domain/languages';
import { SERVICE_NAMES, type ServiceName } from '../domain/services';
import { SHA256_HEX_PATTERN } from '../routing/releases';
import { SPEC_PAGE_VIEWS } from '../routing/spec-page-views';
import { Instant, Nullable } from './schema-parts';

const textPerLanguage = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Nullable>>(
  text: () => T,
) =>
  Type.Object(
    Object.fromEntries(LANGUAGES.map((language) => [language, text()])) as Record<Language, T>,
  );

/** A yearly season: calendar days `MM-DD` in India, both included (decision 0019). */
export const SeasonBody = Type.Object({
  from: Type.String({ pattern: '^\\d{2}-\\d{2}$' }),
  until: Type.String({ pattern: '^\\d{2}-\\d{2}$' }),
});

/** A link of the header or a menu, its label in every language. */
export const NavBody = Type.Object({
  labelId: Type.String(),
  labels: textPerLanguage(() => Type.String()),
  place: Type.Union([Type.Literal('header'), Type.Literal('member'), Type.Literal('account')]),
  order: Type.Number(),
});

/** A route as an app's build writes it to `routes.json`. */
export const BuiltRouteBody = Type.Object({
  path: Type.String(),
  openToPaid: Type.Boolean(),
  nav: Nullable(NavBody),
  season: Nullable(SeasonBody),
  /** Spec section 2's name for the page's view; absent from builds made before it existed. */
  pageView: Type.Optional(Type.Enum(SPEC_PAGE_VIEWS)),
});

/** Ops' dates: instants, each end open when null. */
const opsWindow = { activeFrom: Nullable(Instant()), activeUntil: Nullable(Instant()) };

/** A route in the manifest: as its remote's build declared it, with ops' switch and dates for it. */
export const ManifestRouteBody = Type.Object({
  ...BuiltRouteBody.properties,
  enabled: Type.Boolean(),
  ...opsWindow,
});

export const RemoteBody = Type.Object(
  {
    name: Type.String(),
    entry: Type.String(),
    /** The SHA-256 (hex) of the entry's manifest when a release serves the remote (issue 25). */
    integrity: Type.Optional(Type.String({ pattern: SHA256_HEX_PATTERN })),
    routes: Type.Array(ManifestRouteBody),
    enabled: Type.Boolean(),
    ...opsWindow,
  },
  { $id: 'Remote' },
);

/** The support desk members are told about; an hour text null: the pages' own words. */
export const SupportBody = Type.Object({
  phone: Type.String(),
  email: Type.String(),
  hours: textPerLanguage(() => Nullable(Type.String())),
  /** True while the desk is the example one (SUPPORT_PHONE or SUPPORT_EMAIL unset, development). */
  example: Type.Boolean(),
});

/**
 * Error monitoring the deployment turned on (SENTRY_DSN): the browser loads its client lazily,
 * after the page is up. A null DSN (the default) loads nothing.
 */
export const MonitoringBody = Type.Object({
  dsn: Nullable(Type.String({ description: 'A Sentry-compatible DSN, or null: no monitoring' })),
});

/** `GET /api/config/remotes`: what the shell starts from. */
export const ManifestBody = Type.Object({
  remotes: Type.Array(RemoteBody),
  services: Type.Object(
    Object.fromEntries(SERVICE_NAMES.map((name) => [name, Type.String()])) as Record<
      ServiceName,
      ReturnType<typeof Type.String>
    >,
  ),
  /** The member site's login (an absolute URL), or in development a page of this site (`/…`). */
  memberSiteUrl: Type.String({ pattern: '^(https?://|/(?!/))' }),
  support: SupportBody,
  monitoring: MonitoringBody,
});

/** A remote's release as ops list them (issue 25). */
export const ReleaseBody = Type.Object({
  release: Type.String(),
  version: Type.String(),
  manifest_sha256: Type.String(),
  released_by: Type.String(),
  released_at: Instant(),
});

export const ReleaseListBody = Type.Object({
  /** The release served now; null while the remote serves the files built with the site. */
  active: Nullable(Type.String()),
  releases: Type.Array(ReleaseBody),
});
export type RemoteReleases = Static<typeof ReleaseListBody>;

/** A remote's audit log, oldest first: releases, switches and windows, who, when and why. */
export const RemoteEventListBody = Type.Object({
  events: Type.Array(
    Type.Object({
      action: Type.Union([
        Type.Literal('released'),
        Type.Literal('activated'),
        Type.Literal('remote-changed'),
        Type.Literal('route-changed'),
      ]),
      actor: Type.String(),
      reason: Type.String(),
      detail: Type.Record(Type.String(), Type.Unknown()),
      at: Instant(),
    }),
  ),
});
export type RemoteEvents = Static<typeof RemoteEventListBody>;
