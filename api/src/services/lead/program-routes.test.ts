import { DEMO_CHALLENGES } from '../../db/seed-demo-data';
import { STORE_KINDS, testAppFor } from '../../testing/test-app';

describe.each(STORE_KINDS)('lead service on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers a programme with its 14 daily sessions at 06:30 in the challenge zone', async () => {
    const res = await t.app.inject(`/api/lead/program/get/${DEMO_CHALLENGES.current}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: DEMO_CHALLENGES.current, countrycode: 'IN' });
    expect(body.sessions).toHaveLength(14);
    expect(body.sessions.map((s: { day: number }) => s.day)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    // 06:30 in Asia/Kolkata (UTC+05:30) is 01:00 UTC, on the challenge's first day.
    expect(body.sessions[0].starts_at).toBe(`${body.start_date}T01:00:00Z`);
    expect(body.sessions[13].starts_at).toBe(`${body.end_date}T01:00:00Z`);
  });

  it('places sessions abroad at 06:30 local time too', async () => {
    const res = await t.app.inject(`/api/lead/program/get/${DEMO_CHALLENGES.currentAbroad}`);
    const body = res.json();
    // Asia/Dubai is UTC+04:00.
    expect(body.sessions[0].starts_at).toBe(`${body.start_date}T02:30:00Z`);
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999', '2147483648', '1e3', '0x10', '061', '+61'])(
    'rejects the id %p naming the field',
    async (id) => {
      const res = await t.app.inject(`/api/lead/program/get/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'id' });
    },
  );

  it('reads ids of members in plain decimal digits only', async () => {
    for (const url of ['/api/lead/lead/getleadinfo/1e3', '/api/user/free-member/0x10']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'id' });
    }
  });

  it('answers the largest id there can be with a 404', async () => {
    const res = await t.app.inject('/api/lead/program/get/2147483647');
    expect(res.statusCode).toBe(404);
  });

  it('answers a JSON 404 for an unknown challenge', async () => {
    const res = await t.app.inject('/api/lead/program/get/4242');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'There is no challenge 4242.' });
  });
});
