import { SERVICE_NAMES, type ServiceName } from '@yoga/shared/domain';
import type { InjectOptions } from 'fastify';
import { DEMO_CHALLENGES, seedDemoData } from '../demo/seed-demo-data';
import { readOpenApi } from '../testing/openapi-fuzz';
import { openTestApp, uniquePhone, type TestApp } from '../testing/test-app';
import { ANY_STORE, openTestDatabase, type TestDatabase } from '../testing/test-database';

/** One request per service that a route of that service answers, with the status it answers. */
const PROBES: Record<ServiceName, { request: () => InjectOptions; status: number }> = {
  lead: {
    request: () => ({ url: `/api/lead/program/get/${DEMO_CHALLENGES.current}` }),
    status: 200,
  },
  auth: {
    request: () => ({
      method: 'POST',
      url: '/api/auth/public/auth/v1/send-otp',
      payload: { phone_number: uniquePhone() },
    }),
    status: 202,
  },
  user: { request: () => ({ url: '/api/user/free-member/1' }), status: 401 },
  subscription: {
    request: () => ({ url: '/api/subscription/free-member/active-challenge' }),
    status: 200,
  },
  festival: { request: () => ({ url: '/api/festival/campaigns' }), status: 200 },
  gamification: {
    request: () => ({ url: '/api/gamification/free-member/referrals/1' }),
    status: 401,
  },
  config: { request: () => ({ url: '/api/config/remotes' }), status: 200 },
};

/** The API paths an app publishes, without its documentation's own. */
async function apiPaths(t: TestApp): Promise<string[]> {
  const doc = await readOpenApi(t.app);
  return Object.keys(doc.paths).filter(
    (path) => path.startsWith('/api/') && !path.startsWith('/api/docs'),
  );
}

describe('each service runs alone', () => {
  // One database for the seven apps, as for processes of one deployment.
  let database: TestDatabase;
  let everyPath: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(ANY_STORE);
    await seedDemoData(database.db, { crowdSize: 0 });
    const whole = await openTestApp(ANY_STORE, { database });
    try {
      everyPath = await apiPaths(whole);
    } finally {
      await whole.close();
    }
  });
  afterAll(async () => {
    await database.close();
  });

  describe.each(SERVICE_NAMES)('SERVICES=%s', (name) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(ANY_STORE, { database, config: { services: [name] } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('registers every route of the service, and no other', async () => {
      const own = everyPath.filter((path) => path.startsWith(`/api/${name}/`));
      expect(own.length).toBeGreaterThan(0);
      expect((await apiPaths(t)).sort()).toEqual(own.sort());
    });

    it('answers its own routes', async () => {
      const probe = PROBES[name];
      const res = await t.app.inject(probe.request());
      expect([res.statusCode, res.body]).toEqual([probe.status, expect.any(String)]);
    });

    it.each(SERVICE_NAMES.filter((other) => other !== name))(
      'answers 404 for the routes of %s',
      async (other) => {
        const request = PROBES[other].request();
        const res = await t.app.inject(request);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/^No route /);
      },
    );
  });
});
