import { DEMO_CHALLENGES } from '../../demo/seed-demo-data';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

describe.each(STORE_KINDS)('subscription service on %s', (kind) => {
  const t = testAppFor(kind);

  it("answers India's running challenge by default, with the spec's field names", async () => {
    const res = await t.app.inject('/api/subscription/free-member/active-challenge');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: DEMO_CHALLENGES.current,
      countrycode: 'IN',
      title: 'Winter 14-Day Yoga Challenge',
      timezone: 'Asia/Kolkata',
    });
    expect(body.totalregisteration).toBe(1500 + 2);
    expect(body.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers the challenge of the country asked for, in any letter case', async () => {
    const res = await t.app.inject('/api/subscription/free-member/active-challenge?countrycode=ae');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: DEMO_CHALLENGES.currentAbroad, countrycode: 'AE' });
  });

  it('rejects a malformed country code naming the field', async () => {
    const res = await t.app.inject(
      '/api/subscription/free-member/active-challenge?countrycode=IND',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'countrycode' });
  });

  it.each([
    '/api/subscription/free-member/active-challenge?country=IN',
    '/api/subscription/free-member/active-challenges?countrycode=IN',
    '/api/subscription/free-member/active-challenges?page=2',
  ])('refuses the unknown query parameter of %s naming it', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    const unknown = new URL(url, 'http://localhost').searchParams.keys().next().value;
    expect(res.json()).toMatchObject({ statusCode: 400, field: unknown });
  });

  it('answers a JSON 404 for a country without a challenge', async () => {
    const res = await t.app.inject('/api/subscription/free-member/active-challenge?countrycode=FR');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No challenge is open for FR right now.',
      code: 'not_found',
    });
  });

  it('lists every challenge that has not ended, leaving out past ones', async () => {
    const res = await t.app.inject('/api/subscription/free-member/active-challenges');
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((c: { id: number }) => c.id);
    expect(ids).toEqual([
      DEMO_CHALLENGES.current,
      DEMO_CHALLENGES.future,
      DEMO_CHALLENGES.currentAbroad,
    ]);
  });

  it("judges 'ended' by the calendar day in the challenge's own time zone", async () => {
    const zone = 'Pacific/Kiritimati';
    await t.db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES (901, 'Ends today there', 'KI', $1, (now() AT TIME ZONE $1)::date - 13, (now() AT TIME ZONE $1)::date),
              (902, 'Ended yesterday there', 'KI', $1, (now() AT TIME ZONE $1)::date - 14, (now() AT TIME ZONE $1)::date - 1)`,
      [zone],
    );
    const res = await t.app.inject('/api/subscription/free-member/active-challenge?countrycode=KI');
    expect(res.json()).toMatchObject({ id: 901 });
    const all = await t.app.inject('/api/subscription/free-member/active-challenges');
    const ids = all.json().map((c: { id: number }) => c.id);
    expect(ids).toContain(901);
    expect(ids).not.toContain(902);
  });
});
