import { DEMO_CHALLENGES } from '../../demo/seed-demo-data';
import { bearer } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

describe.each(STORE_KINDS)('lead service on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers a programme with six batches on each of its 14 days, in the challenge zone', async () => {
    const res = await t.app.inject(`/api/lead/program/get/${DEMO_CHALLENGES.current}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: DEMO_CHALLENGES.current, countrycode: 'IN' });
    expect(body.sessions).toHaveLength(14 * 6);
    const first = body.sessions.slice(0, 6);
    expect(first.map((s: { day: number; batch: number }) => [s.day, s.batch])).toEqual(
      [1, 2, 3, 4, 5, 6].map((batch) => [1, batch]),
    );
    // 06:30 ... 19:00 in Asia/Kolkata (UTC+05:30) on the challenge's first day.
    expect(first.map((s: { starts_at: string }) => s.starts_at.slice(11, 16))).toEqual([
      '01:00',
      '02:00',
      '03:00',
      '11:30',
      '12:30',
      '13:30',
    ]);
    expect(body.sessions[0].starts_at).toBe(`${body.start_date}T01:00:00Z`);
    expect(body.sessions[13 * 6].starts_at).toBe(`${body.end_date}T01:00:00Z`);
    // The links are for signed-in members of the challenge (joinsession), never in the programme.
    expect(JSON.stringify(body)).not.toMatch(/zoom/);
    expect(body.sessions.filter((s: { world_record: boolean }) => s.world_record)).toEqual([
      expect.objectContaining({ day: 7, batch: 1 }),
    ]);
  });

  it('names every demo challenge and session in Hindi as well as English', async () => {
    const devanagari = /^[\u0900-\u097F0-9\s:(),.-]+$/;
    for (const id of Object.values(DEMO_CHALLENGES)) {
      const body = (await t.app.inject(`/api/lead/program/get/${id}`)).json();
      expect(body.title_hi).toMatch(devanagari);
      const titles = new Set<string>();
      for (const session of body.sessions as Array<{ title: string; title_hi: string }>) {
        expect(session.title_hi).toMatch(devanagari);
        titles.add(`${session.title} = ${session.title_hi}`);
      }
      // One Hindi title per day, the same on each of its batches.
      expect(titles.size).toBe(14);
    }
  });

  it('places the two Gulf batches at 06:00 and 19:00 Dubai time', async () => {
    const res = await t.app.inject(`/api/lead/program/get/${DEMO_CHALLENGES.currentAbroad}`);
    const body = res.json();
    expect(body.sessions).toHaveLength(14 * 2);
    // Asia/Dubai is UTC+04:00.
    expect(body.sessions[0].starts_at).toBe(`${body.start_date}T02:00:00Z`);
    expect(body.sessions[1].starts_at).toBe(`${body.start_date}T15:00:00Z`);
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
      // With a token: without one these routes answer 401 before they read the id.
      const res = await t.app.inject({ url, headers: bearer(TEST_OPS_TOKEN) });
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
