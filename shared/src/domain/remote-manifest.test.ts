import {
  federationNameOf,
  isRemoteActive,
  parseRemoteManifest,
  type RemoteDescriptor,
} from './remote-manifest';

const services = {
  lead: '/api/lead',
  auth: '/api/auth',
  user: '/api/user',
  subscription: '/api/subscription',
  gamification: '/api/gamification',
};

const remote: RemoteDescriptor = {
  name: 'mf-challenge',
  entry: '/remotes/mf-challenge/mf-manifest.json',
  routes: [{ path: '/', exact: true }],
  enabled: true,
  activeFrom: null,
  activeUntil: null,
};

describe('parseRemoteManifest', () => {
  const memberSiteUrl = 'https://members.example/login';

  it('accepts a well-formed manifest', () => {
    expect(parseRemoteManifest({ remotes: [remote], services, memberSiteUrl })).toEqual({
      remotes: [remote],
      services,
      memberSiteUrl,
    });
  });

  it('treats a missing window as always on and a missing exact as prefix match', () => {
    const parsed = parseRemoteManifest({
      remotes: [{ name: 'mf-x', entry: '/x.json', routes: [{ path: '/x' }], enabled: false }],
      services,
      memberSiteUrl,
    });
    expect(parsed?.remotes[0]).toEqual({
      name: 'mf-x',
      entry: '/x.json',
      routes: [{ path: '/x', exact: false }],
      enabled: false,
      activeFrom: null,
      activeUntil: null,
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['no remotes', { services }],
    ['no services', { remotes: [] }],
    ['a service missing', { remotes: [], services: { ...services, lead: undefined } }],
    ['a bad name', { remotes: [{ ...remote, name: 'Bad Name' }], services }],
    ['an empty entry', { remotes: [{ ...remote, entry: '' }], services }],
    ['a relative route', { remotes: [{ ...remote, routes: [{ path: 'live' }] }], services }],
    ['enabled not boolean', { remotes: [{ ...remote, enabled: 'yes' }], services }],
    ['a bad window', { remotes: [{ ...remote, activeFrom: 'someday' }], services }],
    ['no member site', { remotes: [remote], services, memberSiteUrl: undefined }],
    ['a member site that is no URL', { remotes: [remote], services, memberSiteUrl: 'members' }],
  ])('rejects %s', (_label, body) => {
    expect(
      parseRemoteManifest(typeof body === 'object' ? { memberSiteUrl, ...body } : body),
    ).toBeNull();
  });
});

describe('isRemoteActive', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('is off when disabled', () => {
    expect(isRemoteActive({ ...remote, enabled: false }, now)).toBe(false);
  });

  it('is on when enabled without a window', () => {
    expect(isRemoteActive(remote, now)).toBe(true);
  });

  it('is off before the window opens and on from its first instant', () => {
    const from = '2026-11-21T10:00:00Z';
    expect(isRemoteActive({ ...remote, activeFrom: from }, new Date('2026-11-21T09:59:59Z'))).toBe(
      false,
    );
    expect(isRemoteActive({ ...remote, activeFrom: from }, now)).toBe(true);
  });

  it('is off from the instant the window closes', () => {
    const until = '2026-11-21T10:00:00Z';
    expect(
      isRemoteActive({ ...remote, activeUntil: until }, new Date('2026-11-21T09:59:59Z')),
    ).toBe(true);
    expect(isRemoteActive({ ...remote, activeUntil: until }, now)).toBe(false);
  });
});

describe('federationNameOf', () => {
  it('turns a remote name into a valid container identifier', () => {
    expect(federationNameOf('mf-challenge')).toBe('mf_challenge');
    expect(federationNameOf('shell')).toBe('shell');
  });
});
