import {
  federationNameOf,
  offeredPart,
  parseRemoteManifest,
  pathAvailability,
  routeAvailability,
  type ManifestRoute,
  type RemoteDescriptor,
} from './remote-manifest';
import { manifestRoute as route } from '../testing/manifest-route';

const services = {
  lead: '/api/lead',
  auth: '/api/auth',
  user: '/api/user',
  subscription: '/api/subscription',
  gamification: '/api/gamification',
  festival: '/api/festival',
  config: '/api/config',
};

const remote: RemoteDescriptor = {
  name: 'mf-festivals',
  entry: '/remotes/mf-festivals/mf-manifest.json',
  routes: [
    route('/Diwali', {
      openToPaid: true,
      season: { from: '10-01', until: '11-30' },
      nav: {
        labelId: 'festivals.nav.diwali',
        labels: { en: 'Diwali', hi: 'दिवाली' },
        place: 'header',
        order: 50,
      },
      pageView: 'Diwali landing',
    }),
    route('/cmp/:event'),
  ],
  enabled: true,
  activeFrom: null,
  activeUntil: null,
};

const support = {
  phone: '+91 80 1234 5678',
  email: 'help@example.org',
  hours: { en: '7–7', hi: null },
  example: false,
};

describe('parseRemoteManifest', () => {
  const memberSiteUrl = 'https://members.example/login';

  it('accepts a well-formed manifest', () => {
    const monitoring = { dsn: 'https://public@errors.example/7' };
    expect(
      parseRemoteManifest({ remotes: [remote], services, memberSiteUrl, support, monitoring }),
    ).toEqual({ remotes: [remote], services, memberSiteUrl, support, monitoring });
  });

  it.each([
    ['an older API that sends none', undefined],
    ['a DSN that is no URL', { dsn: 'errors' }],
    ['a DSN that is not text', { dsn: 7 }],
  ])('turns monitoring off for %s', (_case, monitoring) => {
    expect(
      parseRemoteManifest({ remotes: [remote], services, memberSiteUrl, support, monitoring })
        ?.monitoring,
    ).toEqual({ dsn: null });
  });

  it('places a service an older API did not list yet where this site serves it', () => {
    const { config: _config, ...older } = services;
    expect(
      parseRemoteManifest({ remotes: [remote], services: older, memberSiteUrl, support })?.services,
    ).toEqual({ ...older, config: '/api/config' });
  });

  it('leaves out a page-view name it does not know', () => {
    const newer = { ...remote, routes: [{ ...remote.routes[1], pageView: 'a future page' }] };
    expect(
      parseRemoteManifest({ remotes: [newer], services, memberSiteUrl, support })?.remotes[0]
        ?.routes,
    ).toEqual([remote.routes[1]]);
  });

  it("accepts this site's own member-site page, and an example desk; a desk from an older API is real", () => {
    const local = { remotes: [remote], services, memberSiteUrl: '/member-site' };
    expect(parseRemoteManifest({ ...local, support: { ...support, example: true } })).toMatchObject(
      { memberSiteUrl: '/member-site', support: { example: true } },
    );
    const { example: _example, ...older } = support;
    expect(parseRemoteManifest({ ...local, support: older })?.support.example).toBe(false);
  });

  it('treats missing windows, season, nav and switches as none, closed to paid and on', () => {
    const parsed = parseRemoteManifest({
      remotes: [{ name: 'mf-x', entry: '/x.json', routes: [{ path: '/x' }], enabled: false }],
      services,
      memberSiteUrl,
      support,
    });
    expect(parsed?.remotes[0]).toEqual({
      name: 'mf-x',
      entry: '/x.json',
      routes: [route('/x')],
      enabled: false,
      activeFrom: null,
      activeUntil: null,
    });
  });

  const withRoute = (extra: object) => ({
    remotes: [{ ...remote, routes: [{ ...remote.routes[0], ...extra }] }],
    services,
  });

  it.each([
    ['not an object', 'hello'],
    ['no remotes', { services }],
    ['no services', { remotes: [] }],
    ['a service missing', { remotes: [], services: { ...services, lead: undefined } }],
    ['a bad name', { remotes: [{ ...remote, name: 'Bad Name' }], services }],
    ['an empty entry', { remotes: [{ ...remote, entry: '' }], services }],
    ['a relative route', withRoute({ path: 'live' })],
    ['enabled not boolean', { remotes: [{ ...remote, enabled: 'yes' }], services }],
    ['a bad window', { remotes: [{ ...remote, activeFrom: 'someday' }], services }],
    ['a bad route window', withRoute({ activeUntil: 'tomorrow' })],
    ['a bad season', withRoute({ season: { from: '10-01', until: '31-12' } })],
    ['a nav without Hindi', withRoute({ nav: { ...remote.routes[0]!.nav, labels: { en: 'x' } } })],
    ['a nav in no place', withRoute({ nav: { ...remote.routes[0]!.nav, place: 'footer' } })],
    ['no member site', { remotes: [remote], services, memberSiteUrl: undefined }],
    ['a member site that is no URL', { remotes: [remote], services, memberSiteUrl: 'members' }],
    [
      'a member site on another host without a scheme',
      { remotes: [remote], services, memberSiteUrl: '//members.example/login' },
    ],
    ['no support desk', { remotes: [remote], services, support: undefined }],
    [
      'support hours not words',
      { remotes: [remote], services, support: { ...support, hours: { en: 9 } } },
    ],
    [
      'a support phone not text',
      { remotes: [remote], services, support: { ...support, phone: 1 } },
    ],
  ])('rejects %s', (_label, body) => {
    expect(
      parseRemoteManifest(typeof body === 'object' ? { memberSiteUrl, support, ...body } : body),
    ).toBeNull();
  });
});

describe('routeAvailability', () => {
  // 21 November 2026, 15:30 in India: inside the Diwali season of the fixture.
  const now = new Date('2026-11-21T10:00:00Z');
  const [diwali, campaign] = remote.routes as [ManifestRoute, ManifestRoute];

  it('offers a route of an enabled remote without dates', () => {
    expect(routeAvailability(remote, campaign, now)).toBe('offered');
  });

  it('is off when ops switch the remote or the route off, whatever the season', () => {
    expect(routeAvailability({ ...remote, enabled: false }, diwali, now)).toBe('off');
    expect(routeAvailability(remote, { ...diwali, enabled: false }, now)).toBe('off');
  });

  it("follows the declared season in India's days", () => {
    expect(routeAvailability(remote, diwali, new Date('2026-11-30T18:29:59Z'))).toBe('offered');
    expect(routeAvailability(remote, diwali, new Date('2026-11-30T18:30:00Z'))).toBe('off-season');
  });

  it("lets ops' dates for a route replace its season, from the first instant to the last", () => {
    const dated = {
      ...diwali,
      activeFrom: '2026-12-01T00:00:00Z',
      activeUntil: '2026-12-02T00:00Z',
    };
    expect(routeAvailability(remote, dated, now)).toBe('off-season');
    expect(routeAvailability(remote, dated, new Date('2026-12-01T00:00:00Z'))).toBe('offered');
    expect(routeAvailability(remote, dated, new Date('2026-12-02T00:00:00Z'))).toBe('off-season');
  });

  it("puts every route out of season outside the remote's window", () => {
    const closed = { ...remote, activeUntil: '2026-11-21T10:00:00Z' };
    expect(routeAvailability(closed, campaign, now)).toBe('off-season');
    expect(routeAvailability(closed, campaign, new Date('2026-11-21T09:59:59Z'))).toBe('offered');
    const later = { ...remote, activeFrom: '2026-11-21T10:00:01Z' };
    expect(routeAvailability(later, campaign, now)).toBe('off-season');
  });
});

describe('offeredPart', () => {
  it('keeps only the routes offered now', () => {
    const december = new Date('2026-12-05T00:00:00Z');
    expect(offeredPart(remote, december).routes.map((r) => r.path)).toEqual(['/cmp/:event']);
  });
});

describe('pathAvailability', () => {
  const shell = [{ path: '/' }, { path: '/join/:slug' }];
  const december = new Date('2026-12-05T00:00:00Z');

  it.each([
    ['/', 'page'],
    ['/join/asha-1', 'page'],
    ['/cmp/holi', 'page'],
    ['/Diwali', 'off-season'],
    ['/diwali', 'missing'],
    ['/profile', 'missing'],
    ['/cmp', 'missing'],
    ['/%2e%2e/etc/passwd', 'missing'],
  ])('in December %s is %s', (path, availability) => {
    expect(pathAvailability(path, shell, [remote], december)).toBe(availability);
  });

  it('answers missing for the routes of a remote switched off', () => {
    expect(pathAvailability('/cmp/holi', shell, [{ ...remote, enabled: false }], december)).toBe(
      'missing',
    );
  });
});

describe('federationNameOf', () => {
  it('turns a remote name into a valid container identifier', () => {
    expect(federationNameOf('mf-challenge')).toBe('mf_challenge');
    expect(federationNameOf('shell')).toBe('shell');
  });
});
