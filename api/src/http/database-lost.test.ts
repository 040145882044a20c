import { openPglite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { migrate } from '../db/migrate';
import { openTestApp, uniquePhone, type TestApp } from '../testing/test-app';

/** Every route that reads or writes the database, as a member would call it. */
const CALLS = [
  { method: 'GET', url: '/api/subscription/free-member/active-challenge' },
  { method: 'GET', url: '/api/subscription/free-member/active-challenges' },
  { method: 'GET', url: '/api/lead/program/get/61' },
  { method: 'GET', url: '/api/config/remotes' },
  {
    method: 'POST',
    url: '/api/lead/lead/register',
    payload: { name: 'Asha Verma', phone_number: uniquePhone() },
  },
  {
    method: 'POST',
    url: '/api/auth/public/auth/v1/send-otp',
    payload: { phone_number: uniquePhone() },
  },
] as const;

async function expectUnavailable(t: TestApp) {
  for (const call of CALLS) {
    const res = await t.app.inject({ ...call, remoteAddress: '127.0.0.1' });
    expect([call.url, res.statusCode]).toEqual([call.url, 503]);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable. Please try again shortly.',
      code: 'service_unavailable',
      retryAfterSeconds: 5,
    });
  }
  const ready = await t.app.inject('/readyz');
  expect(ready.statusCode).toBe(503);
}

describe('when the database is lost', () => {
  it('answers 503 with Retry-After when PostgreSQL cannot be reached', async () => {
    // Nothing listens on port 1: every connection is refused, as when the server is down.
    const db = openPostgres({ connectionString: 'postgres://postgres@127.0.0.1:1/test' });
    const t = await openTestApp('postgres', { database: { db, close: () => db.close() } });
    try {
      await expectUnavailable(t);
    } finally {
      await t.close();
    }
  });

  // Migrating a new embedded database from nothing passed Jest's 30 s on a busy two-core machine.
  it('answers 503 with Retry-After when the embedded database has closed', async () => {
    const db = await openPglite(null);
    await migrate(db);
    const t = await openTestApp('pglite', { database: { db, close: async () => undefined } });
    try {
      await db.close();
      await expectUnavailable(t);
    } finally {
      await t.close();
    }
  }, 120_000);
});
