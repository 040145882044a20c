import { createSigner } from 'fast-jwt';
import { bearer, signIn } from '../testing/sign-in';
import { TEST_JWT_SECRET, TEST_OPS_TOKEN, testAppFor } from '../testing/test-app';
import { ANY_STORE } from '../testing/test-database';

const LIMIT = 3;

describe('failed authentication per client network', () => {
  const t = testAppFor(ANY_STORE, { config: { authFailuresPerIp: LIMIT } });

  const putRemote = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(token),
      payload: { enabled: true },
      remoteAddress,
    });
  const me = (token: string, remoteAddress: string) =>
    t.app.inject({
      url: '/api/lead/lead/get',
      headers: bearer(token),
      remoteAddress,
    });

  it('refuses wrong ops tokens from a network after too many, but never the right one', async () => {
    for (let guess = 0; guess < LIMIT; guess++) {
      expect((await putRemote(`wrong-ops-token-${guess}`, '198.51.100.7')).statusCode).toBe(403);
    }
    const limited = await putRemote('wrong-ops-token-again', '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Ops on the same network as the guesser are not locked out, and their calls do not lift
    // the limit for the guesser.
    expect((await putRemote(TEST_OPS_TOKEN, '198.51.100.7')).statusCode).toBe(200);
    expect((await putRemote('wrong-ops-token-after', '198.51.100.7')).statusCode).toBe(429);
    expect((await putRemote(TEST_OPS_TOKEN, '198.51.100.7')).statusCode).toBe(200);
    expect((await putRemote('wrong-ops-token-elsewhere', '198.51.100.8')).statusCode).toBe(403);
  });

  it('lets ops and members through on a network that member-token guessing has locked', async () => {
    const member = await signIn(t, 'Office Network');
    for (let guess = 0; guess <= LIMIT; guess++) await me(`forged.office.${guess}`, '203.0.113.90');
    expect((await me('forged.office.more', '203.0.113.90')).statusCode).toBe(429);
    expect((await putRemote(TEST_OPS_TOKEN, '203.0.113.90')).statusCode).toBe(200);
    expect((await me(member.accessToken, '203.0.113.90')).statusCode).toBe(200);
  });

  it('counts forged member tokens on every route, but lets real members through', async () => {
    const member = await signIn(t, 'Shared Network');
    for (let guess = 0; guess < LIMIT; guess++) {
      expect((await me(`forged.token.${guess}`, '203.0.113.50')).statusCode).toBe(401);
    }
    expect((await me('forged.token.more', '203.0.113.50')).statusCode).toBe(429);
    const free = await t.app.inject({
      url: '/api/user/free-member/slug/nobody-here',
      headers: bearer('forged'),
      remoteAddress: '203.0.113.50',
    });
    expect(free.statusCode).toBe(429);
    // A member on the same carrier address is not locked out by someone else's guessing.
    expect((await me(member.accessToken, '203.0.113.50')).statusCode).toBe(200);
  });

  it('does not count expired member tokens, which are renewals, not guesses', async () => {
    const member = await signIn(t, 'Returning Member');
    const expired = createSigner({
      key: TEST_JWT_SECRET,
      aud: 'yoga-challenge-web',
      iss: 'yoga-challenge-auth',
      expiresIn: 1,
      clockTimestamp: Date.now() - 60_000,
    })({ sub: String(member.account.id), phone: member.account.phone_number });
    for (let renewal = 0; renewal < LIMIT * 3; renewal++) {
      expect((await me(expired, '192.0.2.77')).statusCode).toBe(401);
    }
    expect((await putRemote('wrong-ops-token', '192.0.2.77')).statusCode).toBe(403);
  });
});
