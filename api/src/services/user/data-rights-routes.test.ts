import { signIn, type TestSession, callAs } from '../../testing/sign-in';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 26, data rights (decision 0040): consents (`member/consents`) and grievances
 * (`member/grievances`, `ops/grievances`).
 */

describe.each(STORE_KINDS)('a member’s consents and grievances on %s', (kind) => {
  const t = testAppFor(kind);

  const call = callAs(t);
  const consents = async (who: TestSession) =>
    (await call('GET', '/user/member/consents', who)).json();
  const withBatch = (member: TestSession) =>
    t.db.query('UPDATE leads SET preferred_batch = 1 WHERE id = $1', [member.account.id]);

  it('starts with the board consent given at joining and the others not given', async () => {
    const member = await signIn(t, 'Consent Starter');
    const [joined] = await t.db.query<{ created_at: Date }>(
      'SELECT created_at FROM leads WHERE id = $1',
      [member.account.id],
    );
    expect(await consents(member)).toEqual({
      sms_reminders: { given: false, at: null },
      public_boards: { given: true, at: joined?.created_at.toISOString() },
      marketing: { given: false, at: null },
      board_visibility: 'name',
      history: [],
    });
  });

  it('gives and withdraws each switch with its time, the same however often it is sent', async () => {
    const member = await signIn(t, 'Consent Switcher');
    await withBatch(member);
    const change = { sms_reminders: true, public_boards: false, marketing: true };
    const first = await call('PUT', '/user/member/consents', member, change);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      sms_reminders: { given: true },
      public_boards: { given: false },
      marketing: { given: true },
      board_visibility: 'hidden',
    });
    expect(first.json().history).toHaveLength(3);
    for (const event of first.json().history) expect(Date.parse(event.at)).not.toBeNaN();
    const again = await call('PUT', '/user/member/consents', member, change);
    expect(again.json()).toEqual(first.json());

    // Giving the board consent again shows the member by name.
    const shown = await call('PUT', '/user/member/consents', member, { public_boards: true });
    expect(shown.json()).toMatchObject({
      public_boards: { given: true },
      board_visibility: 'name',
    });
    expect(shown.json().history[0]).toMatchObject({ consent: 'public_boards', given: true });
    expect(shown.json().history).toHaveLength(4);
  });

  it('is the one fact /live and the board use: a change there shows here, and here there', async () => {
    const member = await signIn(t, 'One Source');
    await withBatch(member);
    const remind = `/lead/lead/remind/${member.account.id}`;
    expect(
      (await call('PUT', '/user/member/consents', member, { sms_reminders: true })).statusCode,
    ).toBe(200);
    expect((await call('GET', remind, member)).json()).toMatchObject({ reminder: true });

    expect((await call('POST', remind, member, { reminder: false })).statusCode).toBe(200);
    const after = await consents(member);
    expect(after.sms_reminders.given).toBe(false);
    expect(after.history[0]).toMatchObject({ consent: 'sms_reminders', given: false });
    expect(after.sms_reminders.at).toBe(after.history[0].at);

    const board = `/gamification/free-member/${member.account.id}`;
    expect((await call('PUT', board, member, { board_visibility: 'phone' })).statusCode).toBe(200);
    expect(await consents(member)).toMatchObject({
      public_boards: { given: true },
      board_visibility: 'phone',
    });
    // Still given: showing the phone instead of the name is no change of consent.
    expect((await consents(member)).history).toHaveLength(2);
    expect((await call('PUT', board, member, { board_visibility: 'hidden' })).statusCode).toBe(200);
    expect((await consents(member)).public_boards.given).toBe(false);
    await call('PUT', '/user/member/consents', member, { public_boards: true });
    expect((await call('GET', board, member)).json()).toMatchObject({ board_visibility: 'name' });
  });

  it.each([
    [{ sms_reminders: 'yes' }, 'sms_reminders'],
    [{ marketing: true, newsletter: true }, 'newsletter'],
    [{}, undefined],
  ])('refuses %p naming %s and changes nothing', async (payload, field) => {
    const member = await signIn(t, 'Careful Consent');
    const before = await consents(member);
    const res = await call('PUT', '/user/member/consents', member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', ...(field ? { field } : {}) });
    expect(await consents(member)).toEqual(before);
  });

  it('refuses SMS reminders without a batch, as /live does, and changes nothing else', async () => {
    const member = await signIn(t, 'No Batch Yet');
    const before = await consents(member);
    const res = await call('PUT', '/user/member/consents', member, {
      sms_reminders: true,
      marketing: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'sms_reminders', code: 'invalid_input' });
    expect(await consents(member)).toEqual(before);
  });

  it('answers the signed-in member only: 401 without a session, 403 for ops', async () => {
    expect((await call('GET', '/user/member/consents', null)).statusCode).toBe(401);
    expect((await call('GET', '/user/member/consents', 'ops')).statusCode).toBe(403);
    expect(
      (await call('PUT', '/user/member/consents', 'ops', { marketing: true })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/user/member/grievances', 'ops')).statusCode).toBe(403);
    const member = await signIn(t, 'Not Ops');
    expect((await call('GET', '/user/ops/grievances', member)).statusCode).toBe(403);
    expect((await call('GET', '/user/ops/grievances', null)).statusCode).toBe(401);
  });

  it('acknowledges a grievance with a reference and a 90-day deadline that ops see', async () => {
    const member = await signIn(t, 'Grievance Raiser');
    const text = 'मेरा उपहार नहीं पहुँचा। My gift never arrived at my address.';
    const before = t.clock.now().getTime();
    const res = await call('POST', '/user/member/grievances', member, { category: 'gifts', text });
    expect(res.statusCode).toBe(201);
    const grievance = res.json();
    expect(grievance.reference).toMatch(/^GRV-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(grievance).toMatchObject({ category: 'gifts', text, status: 'open' });
    expect(Date.parse(grievance.due_at) - Date.parse(grievance.created_at)).toBe(90 * 86_400_000);
    expect(Date.parse(grievance.created_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(grievance.created_at)).toBeLessThanOrEqual(t.clock.now().getTime());

    const second = (
      await call('POST', '/user/member/grievances', member, {
        category: 'personal_data',
        text: 'Please tell me what you hold about me.',
      })
    ).json();
    expect(second.reference).not.toBe(grievance.reference);
    expect(
      (await call('GET', '/user/member/grievances', member))
        .json()
        .result.map((g: { reference: string }) => g.reference),
    ).toEqual(expect.arrayContaining([grievance.reference, second.reference]));
    const stranger = await signIn(t, 'Grievance Stranger');
    expect((await call('GET', '/user/member/grievances', stranger)).json()).toEqual({ result: [] });

    const open = (await call('GET', '/user/ops/grievances', 'ops')).json().result;
    const mine = open.filter((g: { lead_id: number }) => g.lead_id === member.account.id);
    expect(mine.map((g: { reference: string }) => g.reference).sort()).toEqual(
      [grievance.reference, second.reference].sort(),
    );
    const deadlines = open.map((g: { due_at: string }) => Date.parse(g.due_at));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
  });

  it.each([
    [{ category: 'gifts', text: 'short' }, 'text'],
    [{ category: 'gifts', text: '          short       ' }, 'text'],
    [{ category: 'refund', text: 'I want my money back please.' }, 'category'],
    [{ category: 'gifts', text: 'A line with a bell \u0007 in it' }, 'text'],
    [{ category: 'gifts', text: 'x'.repeat(4001) }, 'text'],
    [{ category: 'gifts' }, 'text'],
  ])('refuses the grievance %p naming %s and records nothing', async (payload, field) => {
    const member = await signIn(t, 'Bad Grievance');
    const res = await call('POST', '/user/member/grievances', member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect((await call('GET', '/user/member/grievances', member)).json()).toEqual({ result: [] });
  });

  it('keeps every read whole while consents change at once', async () => {
    const member = await signIn(t, 'Busy Consenter');
    await withBatch(member);
    const changes = [true, false, true, false, true, false].map((given, i) => ({
      [['sms_reminders', 'public_boards', 'marketing'][i % 3] ?? 'marketing']: given,
    }));
    const answers = await Promise.all([
      ...changes.map((change) => call('PUT', '/user/member/consents', member, change)),
      ...changes.map(() => call('GET', '/user/member/consents', member)),
      ...changes.map((_, i) =>
        call('POST', '/user/member/grievances', member, {
          category: 'other',
          text: `Concurrent grievance number ${i}`,
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...changes.map(() => 200),
      ...changes.map(() => 200),
      ...changes.map(() => 201),
    ]);
    const final = await consents(member);
    // The history agrees with the switches: each one's latest event is its state.
    for (const consent of ['sms_reminders', 'public_boards', 'marketing'] as const) {
      const latest = final.history.find((e: { consent: string }) => e.consent === consent);
      if (latest) expect(latest.given).toBe(final[consent].given);
    }
    const references = (await call('GET', '/user/member/grievances', member)).json().result;
    expect(new Set(references.map((g: { reference: string }) => g.reference)).size).toBe(6);
  });
});
