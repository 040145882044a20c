import { CLIENT_LOG_MAX_EVENTS } from '@yoga/shared/domain';
import type { ClientLogEvent } from '@yoga/shared/models';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 28, spec section 7's `internal/logs` (decision 0046): browsers' analytics batches, kept
 * without saying who the member is, children's pages dropped, bad batches refused whole.
 */

const URL = '/api/user/internal/logs';

const event = (overrides: Partial<ClientLogEvent> = {}): ClientLogEvent => ({
  event: 'page_view',
  user_type: 'free user',
  session_id: 'session-0001',
  device_id: 'device-000000001',
  occurred_at: '2026-11-28T01:00:00.000Z',
  page_path: '/live',
  ...overrides,
});

describe.each(STORE_KINDS)('POST internal/logs on %s', (kind) => {
  const t = testAppFor(kind);
  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object });
  const stored = async (device: string) =>
    t.db.query<{ event: string; page_path: string; page_name: string | null; properties: unknown }>(
      `SELECT event, page_path, page_name, properties FROM client_events WHERE device_id = $1
       ORDER BY id`,
      [device],
    );

  it('keeps every event of a batch, with its page name and properties, and answers 202', async () => {
    const device = 'device-keeps-all';
    const res = await send({
      events: [
        event({ device_id: device, page_path: '/Diwali', page_name: 'Diwali landing' }),
        event({
          device_id: device,
          event: 'video_play',
          user_type: 'paid user',
          page_path: '/navratri/garbaTool/2',
          properties: { step: 2, source: 'youtube', muted: false },
        }),
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2, dropped: 0 });
    expect(await stored(device)).toEqual([
      { event: 'page_view', page_path: '/Diwali', page_name: 'Diwali landing', properties: {} },
      {
        event: 'video_play',
        page_path: '/navratri/garbaTool/2',
        page_name: null,
        properties: { step: 2, source: 'youtube', muted: false },
      },
    ]);
  });

  it("drops the events of children's pages (the kids camp) and keeps the rest", async () => {
    const device = 'device-kids-camp';
    const res = await send({
      events: [
        event({ device_id: device, page_path: '/kidscamp' }),
        event({ device_id: device, page_path: '/kidscamp/download?code=AB12' }),
        event({ device_id: device, page_path: '/' }),
      ],
    });
    expect(res.json()).toEqual({ accepted: 1, dropped: 2 });
    expect((await stored(device)).map((row) => row.page_path)).toEqual(['/']);
  });

  const valid = () => event();
  it.each([
    ['no events', [], 'events'],
    ['too many events', Array.from({ length: CLIENT_LOG_MAX_EVENTS + 1 }, valid), 'events'],
    ['an unknown user type', [event({ user_type: 'admin' as 'paid user' }), valid()], 'user_type'],
    ['an event name with spaces', [event({ event: 'page view' }), valid()], 'event'],
    [
      'a page that is not a path',
      [event({ page_path: 'https://evil.example/' }), valid()],
      'page_path',
    ],
    ['a time that is not one', [event({ occurred_at: 'yesterday' }), valid()], 'occurred_at'],
    [
      'a nested property',
      [{ ...event(), properties: { step: { deep: 1 } } }, valid()],
      'properties',
    ],
    [
      'a field of its own',
      [{ ...event(), phone_number: '+919876543210' }, valid()],
      'phone_number',
    ],
  ])(
    'refuses a batch with %s, naming the field, and keeps none of it',
    async (name, events, field) => {
      const device = `device-refused-${name.replace(/\W/g, '-')}`;
      const res = await send({
        events: (events as ClientLogEvent[]).map((one) => ({ ...one, device_id: device })),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input' });
      expect(res.json().field).toContain(field);
      expect(await stored(device)).toEqual([]);
    },
  );

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'body' });
  });

  it('keeps every event of many batches sent at once, once each', async () => {
    const device = 'device-concurrent';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send({
          events: Array.from({ length: 5 }, (_, m) =>
            event({ device_id: device, page_path: `/batch/${n}/${m}` }),
          ),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(202));
    const paths = (await stored(device)).map((row) => row.page_path);
    expect(paths).toHaveLength(100);
    expect(new Set(paths).size).toBe(100);
  });
});

describe.each(STORE_KINDS)('the internal/logs limit on %s', (kind) => {
  const t = testAppFor(kind, { config: { logBatchesPerIpPerMinute: 3 } });

  it('answers 429 with Retry-After past the batches one network may send in a minute', async () => {
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: ip,
        payload: { events: [event({ device_id: `device-limit-${ip.replace(/\D/g, '')}` })] },
      });
    for (let n = 0; n < 3; n += 1) expect((await send('203.0.113.7')).statusCode).toBe(202);
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not held back by it.
    expect((await send('198.51.100.9')).statusCode).toBe(202);
  });
});
