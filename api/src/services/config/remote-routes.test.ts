import { SWITCHES_TTL_MS } from '../../remotes/remote-manifests';
import { bearer, signInOps } from '../../testing/sign-in';
import type { RemoteDescriptor as Remote } from '@yoga/shared/routing';
import { TEST_OPS_TOKEN, testAppFor, openTestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const isChallenge = (remote: Remote) => remote.name === 'mf-challenge';

describe.each(STORE_KINDS)('config service on %s', (kind) => {
  const t = testAppFor(kind);
  const putChallengeRemote = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(TEST_OPS_TOKEN),
      payload,
    });

  it("serves the manifest uncached: each remote's declared routes, switched on, without dates", async () => {
    const res = await t.app.inject('/api/config/remotes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const manifest = res.json();
    expect(manifest.services).toEqual({
      lead: '/api/lead',
      auth: '/api/auth',
      user: '/api/user',
      subscription: '/api/subscription',
      gamification: '/api/gamification',
      festival: '/api/festival',
      config: '/api/config',
    });
    // No MEMBER_SITE_URL in development: this site's page that says what would happen.
    expect(manifest.memberSiteUrl).toBe('/member-site');
    expect(manifest.support).toMatchObject({ phone: '+91 00000 00000', example: true });
    const owned = Object.fromEntries(
      manifest.remotes.map((remote: Remote) => [remote.name, remote.routes.map((r) => r.path)]),
    );
    expect(owned).toEqual({
      'mf-account': ['/account', '/account/addresses', '/account/data', '/buy'],
      'mf-certificates': [
        '/certificate',
        '/certificate/download',
        '/certificate/:id',
        '/wr-certificate',
        '/wr-certificate/download',
      ],
      'mf-challenge': ['/', '/live', '/feedback', '/kidscamp', '/kidscamp/download'],
      'mf-festivals': [
        '/cmp',
        '/cmp/:event',
        '/campaign',
        '/festive',
        '/ganeshChaturthi',
        '/Diwali',
        '/Diwali/tools',
        '/Diwali/diya',
        '/Diwali/rangoli',
        '/Diwali/recipes',
        '/Diwali/recipes/:slug',
        '/navratri/garbaTool/:stepId',
        '/Diwali/campaign',
        '/festive/poster',
        '/ganeshChaturthi/poster',
        '/Diwali/festiveposters',
        '/campaign/download',
        '/promise',
        '/promise/download',
        '/pledge/:slug',
      ],
      'mf-leaderboard': ['/leaderboard', '/referrals', '/gifts', '/vouchers', '/guessandwin'],
    });
    const challenge = manifest.remotes.find((remote: Remote) => remote.name === 'mf-challenge');
    expect(challenge).toMatchObject({
      entry: '/remotes/mf-challenge/mf-manifest.json',
      enabled: true,
      activeFrom: null,
      activeUntil: null,
    });
    expect(challenge.routes[1]).toEqual({
      path: '/live',
      openToPaid: true,
      nav: {
        labelId: 'challenge.nav.live',
        labels: { en: 'Live', hi: 'लाइव' },
        place: 'header',
        order: 20,
      },
      season: null,
      enabled: true,
      activeFrom: null,
      activeUntil: null,
    });
  });

  it("sees another process's switch within the switches' lifetime, and its own at once", async () => {
    // Another API process switches mf-leaderboard off: straight in the shared database.
    await t.db.query(`INSERT INTO remotes (name, enabled) VALUES ('mf-leaderboard', false)
                      ON CONFLICT (name) DO UPDATE SET enabled = false`);
    try {
      const board = async () =>
        (await t.app.inject('/api/config/remotes'))
          .json()
          .remotes.find((remote: Remote) => remote.name === 'mf-leaderboard');
      await board();
      t.clock.advance(SWITCHES_TTL_MS);
      expect(await board()).toMatchObject({ enabled: false });
      await t.app.inject({
        method: 'PUT',
        url: '/api/config/remotes/mf-leaderboard',
        headers: bearer(TEST_OPS_TOKEN),
        payload: { enabled: true },
      });
      expect(await board()).toMatchObject({ enabled: true });
    } finally {
      await t.db.query(`UPDATE remotes SET enabled = true WHERE name = 'mf-leaderboard'`);
      t.clock.advance(SWITCHES_TTL_MS);
    }
  });

  it("names the admin who switched a remote in its log, and refuses anyone else's role", async () => {
    const admin = await signInOps(t, ['admin'], 'Remote Admin');
    const content = await signInOps(t, ['content', 'support', 'finance']);
    const put = (token: string, enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/config/remotes/mf-festivals',
        headers: bearer(token),
        payload: { enabled, reason: 'season check' },
      });
    expect((await put(content.accessToken, false)).statusCode).toBe(403);
    for (const [url, payload] of [
      ['/api/config/remotes/mf-festivals', { enabled: false }],
      ['/api/config/remotes/mf-festivals/routes', { path: '/pledge/:slug', enabled: false }],
    ] as const) {
      const silent = await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(admin.accessToken),
        payload,
      });
      expect([url, silent.statusCode, silent.json().field]).toEqual([url, 400, 'reason']);
    }
    expect((await put(admin.accessToken, false)).statusCode).toBe(200);
    expect((await put(admin.accessToken, true)).statusCode).toBe(200);
    const events = await t.app.inject({
      url: '/api/config/remotes/mf-festivals/events',
      headers: bearer(TEST_OPS_TOKEN),
    });
    const changes = (events.json() as { events: { action: string; actor: string }[] }).events
      .filter((event) => event.action === 'remote-changed')
      .slice(-2);
    expect(changes.map((event) => event.actor)).toEqual([
      `ops:${admin.person.id}`,
      `ops:${admin.person.id}`,
    ]);
  });

  describe("a route's switch", () => {
    const putRoute = (payload: object, remote = 'mf-leaderboard') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/config/remotes/${remote}/routes`,
        headers: bearer(TEST_OPS_TOKEN),
        payload,
      });
    const guessRoute = async () =>
      (await t.app.inject('/api/config/remotes'))
        .json()
        .remotes.find((remote: Remote) => remote.name === 'mf-leaderboard')
        .routes.find((route: Remote['routes'][number]) => route.path === '/guessandwin');

    it('switches one route off and on, leaving the others alone', async () => {
      const off = await putRoute({ path: '/guessandwin', enabled: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().routes.map((route: { enabled: boolean }) => route.enabled)).toEqual([
        true,
        true,
        true,
        true,
        false,
      ]);
      expect(await guessRoute()).toMatchObject({ enabled: false });
      await putRoute({ path: '/guessandwin', enabled: true });
      expect(await guessRoute()).toMatchObject({ enabled: true });
    });

    it('sets and clears its dates, refusing a reversed window', async () => {
      const set = await putRoute({
        path: '/guessandwin',
        activeFrom: '2026-10-20T00:00:00+05:30',
        activeUntil: '2026-11-05T00:00:00Z',
      });
      expect(set.statusCode).toBe(200);
      expect(await guessRoute()).toMatchObject({
        activeFrom: '2026-10-19T18:30:00Z',
        activeUntil: '2026-11-05T00:00:00Z',
      });
      const reversed = await putRoute({
        path: '/guessandwin',
        activeUntil: '2026-10-01T00:00:00Z',
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ field: 'activeUntil' });
      await putRoute({ path: '/guessandwin', activeFrom: null, activeUntil: null });
      expect(await guessRoute()).toMatchObject({ activeFrom: null, activeUntil: null });
    });

    it.each([
      [{ path: '/nowhere', enabled: false }, 'mf-leaderboard', 404, 'path'],
      [{ path: '/live', enabled: false }, 'mf-leaderboard', 404, 'path'],
      [{ path: '/guessandwin', enabled: false }, 'mf-nothing', 404, undefined],
      [{ path: '/guessandwin' }, 'mf-leaderboard', 400, undefined],
      [{ path: 'guessandwin', enabled: false }, 'mf-leaderboard', 400, 'path'],
      [{ path: '/guessandwin', enabled: 'no' }, 'mf-leaderboard', 400, 'enabled'],
      [{ path: '/guessandwin', colour: 'saffron' }, 'mf-leaderboard', 400, undefined],
    ])('answers %p on %s with %i, changing nothing', async (payload, remote, status, field) => {
      const res = await putRoute(payload, remote);
      expect(res.statusCode).toBe(status);
      if (field) expect(res.json().field).toBe(field);
      expect(await guessRoute()).toMatchObject({ enabled: true, activeFrom: null });
    });

    it('refuses without a token (401) before reading the body, and a wrong one (403)', async () => {
      const none = await t.app.inject({
        method: 'PUT',
        url: '/api/config/remotes/mf-leaderboard/routes',
        payload: { path: 42 },
      });
      expect(none.statusCode).toBe(401);
      const wrong = await t.app.inject({
        method: 'PUT',
        url: '/api/config/remotes/mf-leaderboard/routes',
        headers: bearer('not-the-token'),
        payload: { path: '/guessandwin', enabled: false },
      });
      expect(wrong.statusCode).toBe(403);
      expect(await guessRoute()).toMatchObject({ enabled: true });
    });
  });

  it('refuses a change without a token (401), even with a bad body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      payload: { enabled: 'no' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'An ops sign-in is required.' });
  });

  it('refuses a change with a wrong token (403)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer('not-the-token'),
      payload: { enabled: false },
    });
    expect(res.statusCode).toBe(403);
    const manifest = await t.app.inject('/api/config/remotes');
    expect(manifest.json().remotes.find(isChallenge).enabled).toBe(true);
  });

  it('switches a remote off and on with the ops token', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ name: 'mf-challenge', enabled: false });
    expect(
      (await t.app.inject('/api/config/remotes')).json().remotes.find(isChallenge).enabled,
    ).toBe(false);

    await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { enabled: true },
    });
    expect(
      (await t.app.inject('/api/config/remotes')).json().remotes.find(isChallenge).enabled,
    ).toBe(true);
  });

  it('sets and clears a seasonal window', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { activeFrom: '2026-10-20T00:00:00+05:30', activeUntil: '2026-11-05T00:00:00Z' },
    });
    expect(set.json()).toMatchObject({
      enabled: true,
      activeFrom: '2026-10-19T18:30:00Z',
      activeUntil: '2026-11-05T00:00:00Z',
    });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { activeFrom: null, activeUntil: null },
    });
    expect(cleared.json()).toMatchObject({ activeFrom: null, activeUntil: null });
  });

  it.each([
    [{}, undefined],
    [{ enabled: 'maybe' }, 'enabled'],
    [{ activeFrom: 'next Diwali' }, 'activeFrom'],
    [{ enabled: true, colour: 'saffron' }, undefined],
  ])('rejects the body %p with a JSON 400', async (payload, field) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(TEST_OPS_TOKEN),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
    if (field) expect(res.json().field).toBe(field);
  });

  it.each(['9999-12-31T23:59:59.9999999Z', '0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z'])(
    'refuses the window start %p outside the years 2000 to 2999, keeping the manifest served',
    async (activeFrom) => {
      const res = await putChallengeRemote({ activeFrom });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'activeFrom' });
      const manifest = await t.app.inject('/api/config/remotes');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json().remotes.find(isChallenge)).toMatchObject({
        activeFrom: null,
        activeUntil: null,
      });
    },
  );

  it('accepts the last instant of 2999', async () => {
    // Rounded to microseconds by the database, this is midnight of the year 3000.
    const res = await putChallengeRemote({ activeUntil: '2999-12-31T23:59:59.9999999Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json().activeUntil).toBe('3000-01-01T00:00:00Z');
    expect((await t.app.inject('/api/config/remotes')).statusCode).toBe(200);
    expect((await putChallengeRemote({ activeUntil: null })).statusCode).toBe(200);
  });

  describe('a window that ends at or before it starts', () => {
    afterEach(async () => {
      await putChallengeRemote({ activeFrom: null, activeUntil: null });
    });

    it.each([
      [{ activeFrom: '2026-11-05T00:00:00Z', activeUntil: '2026-10-20T00:00:00Z' }],
      [{ activeFrom: '2026-11-05T00:00:00Z', activeUntil: '2026-11-05T00:00:00Z' }],
      // The same instant written with an offset.
      [{ activeFrom: '2026-11-05T05:30:00+05:30', activeUntil: '2026-11-05T00:00:00Z' }],
    ])('is refused when given whole: %p', async (payload) => {
      const res = await putChallengeRemote(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'activeUntil' });
      expect(
        (await t.app.inject('/api/config/remotes')).json().remotes.find(isChallenge).activeFrom,
      ).toBeNull();
    });

    it('is refused when one end given meets the other end stored', async () => {
      expect((await putChallengeRemote({ activeFrom: '2026-10-20T00:00:00Z' })).statusCode).toBe(
        200,
      );
      const early = await putChallengeRemote({ activeUntil: '2026-10-19T00:00:00Z' });
      expect(early.statusCode).toBe(400);
      expect(early.json().field).toBe('activeUntil');

      expect((await putChallengeRemote({ activeUntil: '2026-11-05T00:00:00Z' })).statusCode).toBe(
        200,
      );
      const late = await putChallengeRemote({ activeFrom: '2026-11-06T00:00:00Z', enabled: false });
      expect(late.statusCode).toBe(400);
      expect(late.json().field).toBe('activeUntil');
      expect(
        (await t.app.inject('/api/config/remotes')).json().remotes.find(isChallenge),
      ).toMatchObject({
        enabled: true,
        activeFrom: '2026-10-20T00:00:00Z',
        activeUntil: '2026-11-05T00:00:00Z',
      });
    });
  });

  it('answers 404 for an unknown remote and 400 for a malformed name', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-nothing',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { enabled: false },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/Not%20A%20Name',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { enabled: false },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('name');
  });

  it('keeps ops routes closed when no OPS_TOKEN is configured', async () => {
    const closed = await openTestApp(kind, { config: { opsToken: null } });
    try {
      const res = await closed.app.inject({
        method: 'PUT',
        url: '/api/config/remotes/mf-challenge',
        headers: bearer('anything'),
        payload: { enabled: false },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});
