import { openTestApp, uniquePhone, type TestApp } from '../testing/test-app';
import { devSmsNotice } from './dev-outbox-access';
import { ANY_STORE } from '../testing/test-database';

describe('the dev SMS outbox', () => {
  let loopbackOnly: TestApp;
  let open: TestApp;
  const phone = uniquePhone();

  // Two embedded databases open here; on a busy two-core runner that has taken over 30 s.
  beforeAll(async () => {
    loopbackOnly = await openTestApp(ANY_STORE);
    open = await openTestApp(ANY_STORE, {
      config: { sms: { provider: 'dev', outbox: 'open', phoneLimits: {} } },
    });
    for (const t of [loopbackOnly, open]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/public/auth/v1/send-otp',
        payload: { phone_number: phone },
      });
    }
  }, 60_000);
  afterAll(async () => {
    await loopbackOnly?.close();
    await open?.close();
  });

  const read = (
    t: TestApp,
    remoteAddress: string,
    headers: Record<string, string | undefined> = {},
  ) =>
    t.app.inject({
      url: `/api/auth/dev/outbox?phone_number=${encodeURIComponent(phone)}`,
      remoteAddress,
      headers,
    });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'hands codes to a client on this machine (%s)',
    async (address) => {
      const res = await read(loopbackOnly, address);
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ phone, code: expect.stringMatching(/^\d{6}$/) });
    },
  );

  it.each(['203.0.113.9', '10.0.0.5', '192.168.1.20', '2405:201:4001:9a3c::1'])(
    'refuses a client elsewhere (%s) with a JSON 403 and no code',
    async (address) => {
      const res = await read(loopbackOnly, address);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      expect(res.body).not.toMatch(/\d{6}/);
    },
  );

  it.each([
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-real-ip': '203.0.113.9' },
  ])('refuses a request that came through a proxy on this machine (%p)', async (headers) => {
    expect((await read(loopbackOnly, '127.0.0.1', headers)).statusCode).toBe(403);
  });

  it('answers anyone only when DEV_OUTBOX=open was asked for', async () => {
    expect((await read(open, '203.0.113.9')).statusCode).toBe(200);
  });

  it('notes the outbox at start, and warns when other machines can reach the server', () => {
    expect(devSmsNotice('127.0.0.1', 'loopback').level).toBe('info');
    expect(devSmsNotice('localhost', 'loopback').level).toBe('info');
    expect(devSmsNotice('::1', 'loopback').level).toBe('info');
    expect(devSmsNotice('0.0.0.0', 'loopback')).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('listens on 0.0.0.0'),
    });
    expect(devSmsNotice('127.0.0.1', 'open')).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('ANY client'),
    });
  });
});
