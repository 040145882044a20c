import { createSigner } from 'fast-jwt';
import { bearer, signIn } from '../../testing/sign-in';
import { TEST_JWT_SECRET, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/public/auth/v1/refresh-token',
    payload: { refreshToken },
  });

const me = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/lead/lead/get', headers: bearer(token) });

describe.each(STORE_KINDS)('sessions on %s', (kind) => {
  const t = testAppFor(kind);

  it('rotates the refresh token on every use', async () => {
    const session = await signIn(t);
    const first = await refresh(t, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect((await me(t, rotated.accessToken)).json().id).toBe(session.account.id);
    expect((await refresh(t, rotated.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await signIn(t);
    const next = (await refresh(t, session.refreshToken)).json().refreshToken;
    const replay = await refresh(t, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'session_expired',
      message: 'Your session has ended. Please sign in again.',
    });
    // The legitimate holder's newer token dies with the family.
    expect((await refresh(t, next)).statusCode).toBe(401);
  });

  it('leaves no token of the family working after 8 concurrent uses of one token', async () => {
    for (let trial = 0; trial < 15; trial++) {
      const session = await signIn(t);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => refresh(t, session.refreshToken)),
      );
      const winners = answers.filter((res) => res.statusCode === 200);
      expect(winners.length).toBeLessThanOrEqual(1);
      expect(answers.filter((res) => ![200, 401].includes(res.statusCode))).toEqual([]);
      for (const winner of winners) {
        expect((await refresh(t, winner.json().refreshToken)).statusCode).toBe(401);
      }
    }
  });

  it('ends a family 30 days after sign-in, however often it was refreshed', async () => {
    const session = await signIn(t);
    const next = (await refresh(t, session.refreshToken)).json().refreshToken;
    await t.db.query(
      `UPDATE refresh_token_families SET expires_at = now() - interval '1 second' WHERE lead_id = $1`,
      [session.account.id],
    );
    expect((await refresh(t, next)).statusCode).toBe(401);
  });

  it('revokes the refresh token on logout', async () => {
    const session = await signIn(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/public/auth/v1/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a malformed body', async () => {
    expect((await refresh(t, 'x'.repeat(43))).statusCode).toBe(401);
    expect((await refresh(t, 'short')).statusCode).toBe(400);
  });

  it('accepts only HS256 access tokens for this audience that have not expired', async () => {
    const session = await signIn(t);
    expect((await me(t, session.accessToken)).statusCode).toBe(200);

    const claims = { sub: String(session.account.id), phone: session.account.phone_number };
    const expired = createSigner({
      key: TEST_JWT_SECRET,
      aud: 'yoga-challenge-web',
      iss: 'yoga-challenge-auth',
      expiresIn: 1,
    })(claims);
    const otherAudience = createSigner({
      key: TEST_JWT_SECRET,
      aud: 'someone-else',
      iss: 'yoga-challenge-auth',
    })(claims);
    const otherKey = createSigner({
      key: 'another-secret-of-enough-length-00000',
      aud: 'yoga-challenge-web',
      iss: 'yoga-challenge-auth',
    })(claims);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ ...claims, aud: 'yoga-challenge-web', iss: 'yoga-challenge-auth' }),
    ).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    await new Promise((resolve) => setTimeout(resolve, 20));

    for (const token of [expired, otherAudience, otherKey, unsigned, 'not-a-jwt']) {
      const res = await me(t, token);
      expect(res.statusCode).toBe(401);
    }
    expect((await me(t, expired)).json()).toMatchObject({
      code: 'session_expired',
      message: 'Your session has expired. Please sign in again.',
    });
    expect((await t.app.inject({ url: '/api/lead/lead/get' })).json()).toMatchObject({
      code: 'sign_in_required',
      message: 'Please sign in first.',
    });
  });

  it.each([
    ['exp', { aud: 'yoga-challenge-web', iss: 'yoga-challenge-auth' }],
    ['aud', { iss: 'yoga-challenge-auth', expiresIn: 60_000 }],
    ['iss', { aud: 'yoga-challenge-web', expiresIn: 60_000 }],
  ] as const)('refuses a correctly signed access token without %s', async (_claim, options) => {
    const session = await signIn(t);
    const token = createSigner({ key: TEST_JWT_SECRET, ...options })({
      sub: String(session.account.id),
      phone: session.account.phone_number,
    });
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('refuses a correctly signed access token without sub', async () => {
    const session = await signIn(t);
    const token = createSigner({
      key: TEST_JWT_SECRET,
      aud: 'yoga-challenge-web',
      iss: 'yoga-challenge-auth',
      expiresIn: 60_000,
    })({ phone: session.account.phone_number });
    expect((await me(t, token)).statusCode).toBe(401);
  });
});
