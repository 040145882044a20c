import { API_ERROR_CODES } from '@yoga/shared/models';
import { openRedis } from '../cache/redis';
import { TEST_OPS_TOKEN, describeWithRedis, openTestApp, testAppFor } from '../testing/test-app';
import { ANY_STORE, STORE_KINDS, openTestDatabase } from '../testing/test-database';
import { bearer } from '../testing/sign-in';

describe.each(STORE_KINDS)('the API as a whole on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers liveness without touching a store', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('says which stores are up when ready', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      stores: { database: 'up', redis: 'not configured' },
    });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject('/api/lead/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route GET /api/lead/nothing-here.',
      code: 'not_found',
    });
  });

  /** An ops PUT with a raw JSON body (or none), as a client might send it. */
  const putRawJson = (payload?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: { 'content-type': 'application/json', ...bearer(TEST_OPS_TOKEN) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await putRawJson('{"enabled": tru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_input',
      field: 'body',
    });
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('answers an empty JSON body where a body is needed with a 400 naming the body', async () => {
    const res = await putRawJson();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'body' });
  });

  it('answers a body over 64 KiB with a 413 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(70_000), phone_number: '+919876543210' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, field: 'body' });
  });

  it('still refuses JSON that tries to set __proto__', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Asha","phone_number":"+919876543210","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'body' });
  });

  it.each([
    [
      'a 200-character path parameter',
      `/api/lead/lead/slug/${'a'.repeat(200)}`,
      414,
      'URI Too Long',
    ],
    ['an overlong UTF-8 parameter', '/api/lead/lead/slug/%c0%af', 400, 'Bad Request'],
    ['an overlong UTF-8 path', '/%c0%af', 400, 'Bad Request'],
  ])('answers %s in the JSON error shape, not echoing it', async (_case, url, status, error) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: status,
      error,
      message: expect.any(String),
      code: 'invalid_input',
      field: 'url',
    });
    expect(res.body).not.toContain('aaaa');
    expect(res.body).not.toContain('%c0');
  });

  it('publishes OpenAPI with every route', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/subscription/free-member/active-challenge',
        '/api/subscription/free-member/active-challenges',
        '/api/lead/program/get/{id}',
        '/api/config/remotes',
        '/api/config/remotes/{name}',
        '/healthz',
        '/readyz',
      ]),
    );
  });

  it('lists the error codes in every error answer of the OpenAPI document', async () => {
    type Responses = Record<string, { content?: Record<string, { schema: unknown }> }>;
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Responses }>>;
    };
    // /readyz answers load balancers with its own 503 body, not an error.
    const errorSchemas = Object.entries(doc.paths)
      .filter(([path]) => path !== '/readyz')
      .flatMap(([, operations]) => Object.values(operations))
      .flatMap((operation) => Object.entries(operation.responses))
      .filter(([status]) => Number(status) >= 400)
      .map(([, response]) => response.content?.['application/json']?.schema);
    expect(errorSchemas.length).toBeGreaterThan(20);
    for (const schema of errorSchemas) {
      expect(schema).toMatchObject({ properties: { code: { enum: [...API_ERROR_CODES] } } });
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // No monitoring by default: browsers reach this site only, and make no worker from a blob.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self';");
    const manifest = await t.app.inject('/api/config/remotes');
    expect(manifest.json().monitoring).toEqual({ dsn: null });
  });
});

describe.each(STORE_KINDS)('error monitoring turned on (SENTRY_DSN) on %s', (kind) => {
  const t = testAppFor(kind, { config: { monitoringDsn: 'https://public@errors.example/7' } });

  it("hands the DSN to browsers in the manifest and lets them reach its origin, replays' worker too", async () => {
    const manifest = await t.app.inject('/api/config/remotes');
    expect(manifest.json().monitoring).toEqual({ dsn: 'https://public@errors.example/7' });
    const csp = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/errors\.example(;|$)/);
    expect(csp).toContain("worker-src 'self' blob:");
  });
});

describe.each(STORE_KINDS)('readiness on %s', (kind) => {
  // Each test opens its own databases, and this file starts among the first of a run: the first
  // to ask for a template pays for making it. Under a loaded CI run that took past 30 s.
  const FIRST_OPEN_MS = 90_000;

  it(
    'stays ready but degraded while a configured Redis is down',
    async () => {
      // Nothing listens on port 1.
      const deadRedis = openRedis('redis://127.0.0.1:1');
      const t = await openTestApp(kind, { redis: deadRedis });
      try {
        const res = await t.app.inject('/readyz');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          status: 'degraded',
          stores: { database: 'up', redis: 'down' },
        });
      } finally {
        await t.close();
        await deadRedis.close();
      }
    },
    FIRST_OPEN_MS,
  );

  it(
    'answers 503 while the database is down, and stays alive',
    async () => {
      const database = await openTestDatabase(kind);
      const t = await openTestApp(kind, { database });
      try {
        await database.close();
        const res = await t.app.inject('/readyz');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          status: 'unavailable',
          stores: { database: 'down', redis: 'not configured' },
        });
        expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
    FIRST_OPEN_MS,
  );
});

describeWithRedis('readiness with Redis up', () => {
  it('says both stores are up', async () => {
    const redis = openRedis(process.env.REDIS_URL!);
    const t = await openTestApp(ANY_STORE, { redis });
    try {
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', stores: { database: 'up', redis: 'up' } });
    } finally {
      await t.close();
      await redis.close();
    }
  });
});

describe('SERVICES selects the services one process serves', () => {
  it('serves only lead when SERVICES=lead', async () => {
    const t = await openTestApp(ANY_STORE, { config: { services: ['lead'] } });
    try {
      expect((await t.app.inject('/api/lead/program/get/61')).statusCode).toBe(200);
      expect(
        (await t.app.inject('/api/subscription/free-member/active-challenge')).statusCode,
      ).toBe(404);
      expect((await t.app.inject('/api/config/remotes')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
