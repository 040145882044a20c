import { DEMO_CHALLENGES } from '../../demo/seed-demo-data';
import { TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';
import { bearer, signIn, type TestSession } from '../../testing/sign-in';

/** A member whose challenge has ended, with two days attended there, as Kavya is in the demo. */
async function pastMember(t: TestApp, name: string): Promise<TestSession> {
  const member = await signIn(t, name);
  await t.db.query(
    `UPDATE leads SET active_challenge_id = $1, enrolled_at = now() - interval '30 days'
     WHERE id = $2`,
    [DEMO_CHALLENGES.past, member.account.id],
  );
  await t.db.query(
    `INSERT INTO attendance (lead_id, session_id, source)
     SELECT $1, id, 'live' FROM live_sessions WHERE challenge_id = $2 AND batch = 1 AND day <= 2`,
    [member.account.id, DEMO_CHALLENGES.past],
  );
  return member;
}

describe.each(STORE_KINDS)('taking part in the next challenge on %s', (kind) => {
  const t = testAppFor(kind);

  const activate = (session: TestSession, id: number | string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/lead/lead/activate/${id}`,
      headers: bearer(session.accessToken),
    });
  const challenges = (session: TestSession) =>
    t.app.inject({ url: '/api/lead/lead/challenges', headers: bearer(session.accessToken) });
  const registrations = async (id: number) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT totalregisteration AS n FROM challenges WHERE id = $1',
        [id],
      )
    )[0]!.n;

  it('moves a member of an ended challenge into the running one, keeping the past one', async () => {
    const member = await pastMember(t, 'Kavya Comeback');
    const before = await registrations(DEMO_CHALLENGES.current);
    const res = await activate(member, DEMO_CHALLENGES.current);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.account.id,
      active_challenge_id: DEMO_CHALLENGES.current,
      slug: member.account.slug,
    });
    expect(await registrations(DEMO_CHALLENGES.current)).toBe(before + 1);
    // Joined on day 4: days 1 to 3 are "before you joined", not missed.
    const attendance = await t.app.inject({
      url: '/api/lead/lead/getleadattendance',
      headers: bearer(member.accessToken),
    });
    expect(attendance.json()).toMatchObject({
      challenge_id: DEMO_CHALLENGES.current,
      joined_day: 4,
      total_attendance: 0,
    });

    const mine = (await challenges(member)).json() as {
      id: number;
      current: boolean;
      attended_days: number;
    }[];
    expect(mine.map(({ id, current, attended_days }) => ({ id, current, attended_days }))).toEqual([
      { id: DEMO_CHALLENGES.current, current: true, attended_days: 0 },
      { id: DEMO_CHALLENGES.past, current: false, attended_days: 2 },
    ]);
  });

  it('is idempotent: ten taps at once enrol once and count one registration', async () => {
    const member = await pastMember(t, 'Many Taps');
    const before = await registrations(DEMO_CHALLENGES.current);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => activate(member, DEMO_CHALLENGES.current)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await registrations(DEMO_CHALLENGES.current)).toBe(before + 1);
    const again = await activate(member, DEMO_CHALLENGES.current);
    expect(again.json()).toMatchObject({ active_challenge_id: DEMO_CHALLENGES.current });
    expect(await registrations(DEMO_CHALLENGES.current)).toBe(before + 1);
    const past = await t.db.query('SELECT 1 FROM past_enrolments WHERE lead_id = $1', [
      member.account.id,
    ]);
    expect(past).toHaveLength(1);
  });

  it('refuses a closed challenge and changes nothing', async () => {
    const member = await pastMember(t, 'Closed Door');
    const before = await registrations(DEMO_CHALLENGES.past);
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      member.account.id,
    ]);
    const res = await activate(member, DEMO_CHALLENGES.past);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'challenge_closed', field: 'id' });
    expect(await registrations(DEMO_CHALLENGES.past)).toBe(before);
    const [lead] = await t.db.query<{ active_challenge_id: number | null }>(
      'SELECT active_challenge_id FROM leads WHERE id = $1',
      [member.account.id],
    );
    expect(lead!.active_challenge_id).toBeNull();
  });

  it('keeps a member in their running challenge until it ends', async () => {
    const member = await signIn(t, 'Still Running');
    await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = $2', [
      DEMO_CHALLENGES.current,
      member.account.id,
    ]);
    const res = await activate(member, DEMO_CHALLENGES.future);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'challenge_running', field: 'id' });
    expect(res.json().endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses another country's challenge, an unknown one and a paid member", async () => {
    const member = await pastMember(t, 'Wrong Door');
    const abroad = await activate(member, DEMO_CHALLENGES.currentAbroad);
    expect(abroad.statusCode).toBe(409);
    expect(abroad.json()).toMatchObject({ code: 'challenge_not_offered' });
    expect((await activate(member, 999_999)).statusCode).toBe(404);
    expect((await activate(member, 'abc')).json()).toMatchObject({
      code: 'invalid_input',
      field: 'id',
    });
    await t.db.query('UPDATE leads SET is_paid = true WHERE id = $1', [member.account.id]);
    const paid = await activate(member, DEMO_CHALLENGES.current);
    expect(paid.statusCode).toBe(403);
    expect(paid.json()).toMatchObject({ code: 'paid_member' });
  });

  it('answers only a signed-in member: no token is 401, the ops token 403', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/lead/lead/activate/${DEMO_CHALLENGES.current}`,
    });
    expect(none.statusCode).toBe(401);
    const ops = await t.app.inject({
      method: 'POST',
      url: `/api/lead/lead/activate/${DEMO_CHALLENGES.current}`,
      headers: bearer(TEST_OPS_TOKEN),
    });
    expect(ops.statusCode).toBe(403);
    expect((await t.app.inject('/api/lead/lead/challenges')).statusCode).toBe(401);
  });

  it('lists a new member’s one challenge, and nothing for a member without one', async () => {
    const member = await signIn(t, 'Only Now');
    expect((await challenges(member)).json()).toEqual([]);
    await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = $2', [
      DEMO_CHALLENGES.current,
      member.account.id,
    ]);
    const [only] = (await challenges(member)).json();
    expect(only).toMatchObject({
      id: DEMO_CHALLENGES.current,
      current: true,
      points: 0,
      rank: null,
    });
  });

  it('keeps the past board place: the member’s rank there is as it was', async () => {
    const member = await pastMember(t, 'Board Keeper');
    await t.db.query(
      `INSERT INTO standings (challenge_id, lead_id, paid, points, attended_days, counted_referrals, reached_at)
       VALUES ($1, $2, false, 100000, 2, 0, now())`,
      [DEMO_CHALLENGES.past, member.account.id],
    );
    await activate(member, DEMO_CHALLENGES.current);
    const past = ((await challenges(member)).json() as { id: number; rank: number | null }[]).find(
      (row) => row.id === DEMO_CHALLENGES.past,
    );
    expect(past).toMatchObject({ points: 100000, rank: 1 });
  });

  it("still answers the past challenge's certificate after the member moved on", async () => {
    const member = await pastMember(t, 'Certificate Keeper');
    await activate(member, DEMO_CHALLENGES.current);
    const status = (challenge?: number) =>
      t.app.inject({
        url: `/api/lead/lead/getleadcertificatestatus?leadid=${member.account.id}${
          challenge ? `&challenge=${challenge}` : ''
        }`,
        headers: bearer(member.accessToken),
      });
    const past = await status(DEMO_CHALLENGES.past);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({
      challenge: { id: DEMO_CHALLENGES.past },
      days_attended: 2,
    });
    expect((await status()).json()).toMatchObject({ challenge: { id: DEMO_CHALLENGES.current } });
    const never = await status(DEMO_CHALLENGES.currentAbroad);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toMatchObject({ field: 'challenge' });
  });

  it('never calls a day the member attended "before you joined"', async () => {
    // pastMember attended days 1 and 2 of the past challenge but was enrolled "30 days ago",
    // after it began: the first day attended wins.
    const member = await pastMember(t, 'Late Record');
    await t.db.query('UPDATE leads SET enrolled_at = now() WHERE id = $1', [member.account.id]);
    const attendance = await t.app.inject({
      url: '/api/lead/lead/getleadattendance',
      headers: bearer(member.accessToken),
    });
    expect(attendance.json()).toMatchObject({ challenge_id: DEMO_CHALLENGES.past, joined_day: 1 });
  });

  it("scores the demo's Kavya on her past challenge's board: 12 days, points and a place", async () => {
    const kavya = await signIn(t, 'Kavya Reddy', '+919845012345');
    const [past] = (await challenges(kavya)).json() as {
      id: number;
      attended_days: number;
      points: number;
      rank: number | null;
    }[];
    expect(past).toMatchObject({
      id: DEMO_CHALLENGES.past,
      attended_days: 12,
      points: 120,
      rank: expect.any(Number),
    });
  });
});
