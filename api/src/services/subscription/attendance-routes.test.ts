import { SESSION_OPENS_BEFORE_MS } from '@yoga/shared/domain';
import { bearer, signIn, signInEnrolled, type TestSession } from '../../testing/sign-in';
import { testClock } from '../../testing/test-clock';
import { TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/** A challenge of the tests' own, so the demo sessions' times never decide an answer. */
const CHALLENGE = 9001;
const MINUTE = 60_000;

/**
 * Day 1's batches, placed around the moment the file starts by the app's clock: 4 is under way, 1
 * opens now (it starts in 5 minutes), 3 starts in 40 minutes, 2 ended two hours ago. Day 2 has
 * batch 1 a day later.
 */
async function createSessions(t: TestApp, now: number) {
  await t.db.query(
    `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
     VALUES ($1, 'Attendance test challenge', 'IN', 'Asia/Kolkata', $2::date - 1, $2::date + 12)`,
    [CHALLENGE, new Date(now + 330 * MINUTE).toISOString().slice(0, 10)],
  );
  const sessions: [day: number, batch: number, startsAt: number][] = [
    [1, 4, now - 10 * MINUTE],
    [1, 1, now + 5 * MINUTE],
    [1, 3, now + 40 * MINUTE],
    [1, 2, now - 120 * MINUTE],
    [2, 1, now + 24 * 60 * MINUTE],
  ];
  for (const [day, batch, startsAt] of sessions) {
    await t.db.query(
      `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes)
       VALUES ($1, $2, $3, 'Flow', $4, 45)`,
      [CHALLENGE, day, batch, new Date(startsAt).toISOString()],
    );
  }
}

const enrolledMember = (t: TestApp, name: string) => signInEnrolled(t, name, CHALLENGE);

const path = (member: TestSession) =>
  `/api/subscription/free-member/attendance/${member.account.slug}`;

describe.each(STORE_KINDS)('attendance on %s', (kind) => {
  const clock = testClock();
  const t = testAppFor(kind, { clock });
  const started = clock.now().getTime();

  beforeAll(() => createSessions(t, started));

  const mark = (member: TestSession, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: path(member),
      headers: bearer(member.accessToken),
      ...(payload === undefined ? {} : { payload }),
    });
  const read = (member: TestSession, token = member.accessToken) =>
    t.app.inject({ url: path(member), headers: bearer(token) });

  it('starts at zero and counts two batches of one day as two sessions and one day', async () => {
    const member = await enrolledMember(t, 'Asha Attends');
    expect((await read(member)).json()).toEqual({ total_attendance: 0, total_attended_days: 0 });

    // No batch named: the session under way (batch 4) counts, not the one about to start.
    const first = await mark(member, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ total_attendance: 1, total_attended_days: 1, day: 1, batch: 4 });

    const second = await mark(member, { batch: 1 });
    expect(second.json()).toEqual({
      total_attendance: 2,
      total_attended_days: 1,
      day: 1,
      batch: 1,
    });
    expect((await read(member)).json()).toEqual({ total_attendance: 2, total_attended_days: 1 });
  });

  it('answers a retry the same and records nothing twice; no body at all means "whatever is open"', async () => {
    const member = await enrolledMember(t, 'Bela Retries');
    const answers = [await mark(member), await mark(member), await mark(member, {})];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attendance WHERE lead_id = $1',
      [member.account.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('records 20 concurrent marks of one member once, answering all of them alike', async () => {
    const member = await enrolledMember(t, 'Chitra Taps');
    const answers = await Promise.all(Array.from({ length: 20 }, () => mark(member, { batch: 1 })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => res.body))).toEqual(
      new Set([JSON.stringify({ total_attendance: 1, total_attended_days: 1, day: 1, batch: 1 })]),
    );
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attendance WHERE lead_id = $1',
      [member.account.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a batch that is not open with 409 session_not_open and when it opens', async () => {
    const member = await enrolledMember(t, 'Divya Early');
    const early = await mark(member, { batch: 3 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'session_not_open' });
    const opensAt = Date.parse(early.json().opensAt);
    expect(opensAt).toBe(
      Math.floor((started + 40 * MINUTE) / 1000) * 1000 - SESSION_OPENS_BEFORE_MS,
    );

    const over = await mark(member, { batch: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'session_not_open' });
    expect(over.json().opensAt).toBeUndefined();
    expect((await read(member)).json()).toEqual({ total_attendance: 0, total_attended_days: 0 });
  });

  it('answers 404 for a batch the challenge does not have', async () => {
    const member = await enrolledMember(t, 'Esha Lost');
    const res = await mark(member, { batch: 9 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it.each([
    [{ batch: 0 }, 'batch'],
    [{ batch: 25 }, 'batch'],
    [{ batch: '1' }, 'batch'],
    [{ session: 1 }, 'session'],
  ])('refuses the body %j naming %s, and records nothing', async (payload, field) => {
    const member = await enrolledMember(t, 'Farah Typo');
    const res = await mark(member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field });
    expect((await read(member)).json()).toEqual({ total_attendance: 0, total_attended_days: 0 });
  });

  it('answers 409 not_enrolled for a member in no challenge', async () => {
    const member = await signIn(t, 'Gita Visitor');
    const res = await mark(member, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'not_enrolled' });
    expect((await read(member)).json()).toEqual({ total_attendance: 0, total_attended_days: 0 });
  });

  it('answers only the member and ops: 401 without a token, 403 for another member', async () => {
    const owner = await enrolledMember(t, 'Hema Owner');
    const other = await enrolledMember(t, 'Indu Other');
    const anonymous = await t.app.inject({ method: 'POST', url: path(owner), payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'sign_in_required' });
    expect((await t.app.inject({ url: path(owner) })).statusCode).toBe(401);

    const stranger = await t.app.inject({
      method: 'POST',
      url: path(owner),
      headers: bearer(other.accessToken),
      payload: {},
    });
    expect(stranger.statusCode).toBe(403);
    expect((await read(owner, other.accessToken)).statusCode).toBe(403);
    expect((await read(owner)).json()).toEqual({ total_attendance: 0, total_attended_days: 0 });

    const ops = await read(owner, TEST_OPS_TOKEN);
    expect(ops.statusCode).toBe(200);
  });

  it('answers every attendance read while members mark', async () => {
    const members = await Promise.all(
      ['Jaya', 'Kavya', 'Lata', 'Mina'].map((name) => enrolledMember(t, `${name} Busy`)),
    );
    const until = Date.now() + 1000;
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (Date.now() < until) {
          const member = members[next++ % members.length]!;
          const res = worker % 2 === 0 ? await mark(member, { batch: 1 }) : await read(member);
          statuses.push(res.statusCode);
          await new Promise((resolve) => setImmediate(resolve));
        }
      }),
    );
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
