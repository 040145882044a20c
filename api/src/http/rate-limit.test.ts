import { randomInt } from 'node:crypto';
import { openRedis, type RedisHandle } from '../cache/redis';
import { openTestApp, uniquePhone, type TestApp, describeWithRedis } from '../testing/test-app';
import { ANY_STORE, openTestDatabase } from '../testing/test-database';
import { bearer, join, signIn, verifyLastCode, type TestSession } from '../testing/sign-in';

const REFRESH = '/api/auth/public/auth/v1/refresh-token';

/** An address no earlier run used, so counters left in a shared Redis never meet this test. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const unknownRefresh = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: REFRESH,
    payload: { refreshToken: 'x'.repeat(43) },
    remoteAddress,
  });

describe('per-IP limits on session and write routes', () => {
  let t: TestApp;
  let member: TestSession;
  beforeAll(async () => {
    t = await openTestApp(ANY_STORE, { config: { writesPerIpPerMinute: 2 } });
    member = await signIn(t, 'Busy Writer');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['POST', REFRESH, { refreshToken: 'x'.repeat(43) }],
    ['POST', '/api/auth/public/auth/v1/logout', { refreshToken: 'x'.repeat(43) }],
    ['POST', '/api/user/free-member', undefined],
    ['POST', '/api/user/member/address', { line1: '12 MG Road' }],
    ['POST', '/api/lead/lead/certificate', { leadid: 1, kind: 'completion', name: 'Asha' }],
    ['POST', '/api/lead/lead/certificate/correction', { leadid: 1, kind: 'completion', name: 'A' }],
  ] as const)(
    'answers the third %s %s in a minute from one address with a JSON 429',
    async (method, url, payload) => {
      // A signed-in member's writes: without a token the member routes answer 401 first.
      const call = (remoteAddress: string) =>
        t.app.inject({ method, url, payload, remoteAddress, headers: bearer(member.accessToken) });
      const ip = freshIp();
      for (let allowed = 0; allowed < 2; allowed++) {
        expect((await call(ip)).statusCode).not.toBe(429);
      }
      const refused = await call(ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many requests from your network. Please try later.',
        code: 'rate_limited',
        retryAfterSeconds: retryAfter,
      });
      expect((await call(freshIp())).statusCode).not.toBe(429);
    },
  );

  it('leaves joining and checking codes to the OTP limits', async () => {
    const ip = freshIp();
    for (let call = 0; call < 3; call++) {
      const phone = uniquePhone();
      const joined = await join(t, { name: 'Many Joins', phone, remoteAddress: ip });
      expect(joined.statusCode).toBe(202);
      const verified = await verifyLastCode(t, phone, ip);
      expect(verified.statusCode).toBe(200);
    }
  });
});

describe('per-IP limits when Redis is down', () => {
  it('serves every request uncounted', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const deadRedis = openRedis('redis://127.0.0.1:1');
    const t = await openTestApp(ANY_STORE, {
      redis: deadRedis,
      config: { writesPerIpPerMinute: 1 },
    });
    try {
      const ip = freshIp();
      for (let call = 0; call < 3; call++) {
        expect((await unknownRefresh(t, ip)).statusCode).toBe(401);
      }
    } finally {
      await t.close();
      await deadRedis.close();
    }
  });
});

describeWithRedis('per-IP limits across API processes (Redis)', () => {
  it('counts calls to every process together', async () => {
    const redisA: RedisHandle = openRedis(process.env.REDIS_URL!);
    const redisB: RedisHandle = openRedis(process.env.REDIS_URL!);
    const database = await openTestDatabase(ANY_STORE);
    const config = { writesPerIpPerMinute: 2 };
    const a = await openTestApp(ANY_STORE, { database, redis: redisA, config });
    const b = await openTestApp(ANY_STORE, { database, redis: redisB, config });
    try {
      const ip = freshIp();
      expect((await unknownRefresh(a, ip)).statusCode).toBe(401);
      expect((await unknownRefresh(b, ip)).statusCode).toBe(401);
      expect((await unknownRefresh(a, ip)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await database.close();
      await redisA.close();
      await redisB.close();
    }
  });
});
