import type { KidsCamp } from '@yoga/shared/models';
import { bearer, signIn, signInOps, type TestSession } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, lastCode, testAppFor } from '../../testing/test-app';
import { noOtpLimits } from '../../testing/otp-limits';
import { STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27, the kids camp (decision 0045): a parent enrols a child with a fresh code texted to
 * their own phone, withdraws the consent (the child is erased), and downloads the camp's papers;
 * ops edit the camp, audited.
 */

const DAY = 86_400_000;

const opsCamp = (reason: string) => ({
  title: 'Old Kids Camp',
  title_hi: 'पुराना किड्स कैंप',
  summary: 'A camp that has ended.',
  summary_hi: 'एक कैंप जो ख़त्म हो चुका है।',
  starts_on: '2020-05-01',
  ends_on: '2020-05-10',
  batches: [
    { id: 'morning', starts_at: '07:00', ends_at: '07:30', label: 'Morning', label_hi: 'सुबह' },
  ],
  poses: [
    { name: 'Tree pose', name_hi: 'वृक्षासन', line: 'Stand on one leg.', line_hi: 'एक पैर पर खड़े हो।' },
  ],
  reason,
});

describe.each(STORE_KINDS)('the kids camp on %s', (kind) => {
  const t = testAppFor(kind, { otpLimits: noOtpLimits });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Pick<TestSession, 'accessToken'> | 'ops' | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/lead/kidscamp${url}`,
      headers: who === null ? {} : bearer(who === 'ops' ? TEST_OPS_TOKEN : who.accessToken),
      ...(payload ? { payload } : {}),
    });
  const askCode = async (parent: TestSession) => {
    expect((await call('POST', '/consent-code', parent)).statusCode).toBe(202);
    return lastCode(t.sms, parent.account.phone_number);
  };
  const enrol = (parent: TestSession, child: object) => call('POST', '/children', parent, child);
  const counts = async (leadId: number) =>
    (
      await t.db.query<{ children: number; consents: number }>(
        `SELECT (SELECT count(*)::int FROM kids_camp_children WHERE lead_id = $1) AS children,
                (SELECT count(*)::int FROM kids_camp_consents WHERE lead_id = $1) AS consents`,
        [leadId],
      )
    )[0];
  const anaya = { first_name: 'Anaya', age: 7, batch: 'morning' };

  it('shows the demo camp running, in English and Hindi, to anyone', async () => {
    const res = await call('GET', '/camp', null);
    expect(res.statusCode).toBe(200);
    const { camp } = res.json();
    expect(camp).toMatchObject({
      slug: 'summer-kids-camp',
      phase: 'running',
      title_hi: expect.stringMatching(/योग/),
      ages: { min: 5, max: 14 },
      consent: { version: 'kids-camp-consent/1' },
    });
    expect(camp.poses).toHaveLength(10);
    expect(camp.batches.map((batch: { id: string }) => batch.id)).toEqual(['morning', 'evening']);
  });

  it('enrols a child with a fresh code texted to the parent, recording the consent', async () => {
    const parent = await signIn(t, 'Parent Enrolling');
    const code = await askCode(parent);
    const res = await enrol(parent, { ...anaya, code });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...anaya,
      camp_slug: 'summer-kids-camp',
      consent: { purpose_version: 'kids-camp-consent/1', given_at: expect.any(String) },
    });
    const list = await call('GET', '/children', parent);
    expect(list.json()).toEqual({ children: [res.json()] });
    const [consent] = await t.db.query<{ purpose: string; withdrawn_at: null }>(
      'SELECT purpose, withdrawn_at FROM kids_camp_consents WHERE lead_id = $1',
      [parent.account.id],
    );
    expect(consent).toEqual({ purpose: expect.stringMatching(/withdraw/), withdrawn_at: null });
  });

  it('refuses no code, a wrong one and an old one, writing nothing', async () => {
    const parent = await signIn(t, 'Parent Careful');
    // The sign-in code was spent signing in: an old code proves nothing now.
    const signInCode = lastCode(t.sms, parent.account.phone_number);
    const old = await enrol(parent, { ...anaya, code: signInCode });
    expect(old.json()).toMatchObject({ code: 'otp_expired', field: 'code' });
    const none = await enrol(parent, anaya);
    expect([none.statusCode, none.json().field]).toEqual([400, 'code']);
    const code = await askCode(parent);
    const wrong = await enrol(parent, { ...anaya, code: code === '000000' ? '111111' : '000000' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'otp_wrong']);
    expect(await counts(parent.account.id)).toEqual({ children: 0, consents: 0 });
    // A code serves one consent: the second child needs a new one.
    expect((await enrol(parent, { ...anaya, code })).statusCode).toBe(201);
    const again = await enrol(parent, { ...anaya, first_name: 'Kabir', code });
    expect(again.json()).toMatchObject({ code: 'otp_expired' });
    expect(await counts(parent.account.id)).toEqual({ children: 1, consents: 1 });
  });

  it('names the field of bad input, before the code is spent', async () => {
    const parent = await signIn(t, 'Parent Typing');
    const code = await askCode(parent);
    const cases: [object, string, string][] = [
      [{ first_name: 'R2D2' }, 'first_name', 'name_not_letters'],
      [{ first_name: 'अनन्या 1' }, 'first_name', 'name_not_letters'],
      [{ age: 4 }, 'age', 'invalid_input'],
      [{ age: 15 }, 'age', 'invalid_input'],
      [{ batch: 'midnight' }, 'batch', 'invalid_input'],
      [{ code: '12' }, 'code', 'invalid_input'],
    ];
    for (const [change, field, problem] of cases) {
      const res = await enrol(parent, { ...anaya, code, ...change });
      expect([res.statusCode, res.json().field, res.json().code]).toEqual([400, field, problem]);
    }
    expect(await counts(parent.account.id)).toEqual({ children: 0, consents: 0 });
    const hindi = await enrol(parent, { ...anaya, first_name: '  अनन्या   शर्मा ', code });
    expect(hindi.json()).toMatchObject({ first_name: 'अनन्या शर्मा' });
  });

  it("keeps each parent's children to them: others get 404, ops 403, visitors 401", async () => {
    const parent = await signIn(t, 'Parent Private');
    const child = (await enrol(parent, { ...anaya, code: await askCode(parent) })).json();
    const other = await signIn(t, 'Parent Curious');
    for (const [method, url] of [
      ['DELETE', `/children/${child.id}`],
      ['GET', `/children/${child.id}/certificate.pdf`],
    ] as const) {
      expect((await call(method, url, other)).statusCode).toBe(404);
      expect((await call(method, url, 'ops')).statusCode).toBe(403);
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
    expect((await call('GET', '/children', other)).json()).toEqual({ children: [] });
    expect((await call('POST', '/consent-code', 'ops')).statusCode).toBe(403);
    expect((await call('GET', '/children', null)).statusCode).toBe(401);
    expect(await counts(parent.account.id)).toEqual({ children: 1, consents: 1 });
  });

  it('erases the child when the parent withdraws consent, keeping only that it was given', async () => {
    const parent = await signIn(t, 'Parent Withdrawing');
    const child = (
      await enrol(parent, { ...anaya, first_name: 'Vihaanwithdrawn', code: await askCode(parent) })
    ).json();
    const res = await call('DELETE', `/children/${child.id}`, parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      consent_id: expect.any(Number),
      given_at: child.consent.given_at,
      withdrawn_at: expect.any(String),
      child_erased: true,
    });
    expect((await call('GET', '/children', parent)).json()).toEqual({ children: [] });
    expect((await call('DELETE', `/children/${child.id}`, parent)).statusCode).toBe(404);
    const kept = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM kids_camp_consents WHERE lead_id = $1',
      [parent.account.id],
    );
    expect(kept).toEqual([expect.objectContaining({ withdrawn_reason: 'parent' })]);
    expect(JSON.stringify(kept)).not.toMatch(/Vihaanwithdrawn/);
    const anywhere = await t.db.query(
      `SELECT 1 FROM kids_camp_children WHERE first_name = 'Vihaanwithdrawn'`,
    );
    expect(anywhere).toEqual([]);
  });

  it('hands out the material to anyone and the certificate to the parent, as PDFs', async () => {
    const material = await call('GET', '/material.pdf', null);
    expect(material.statusCode).toBe(200);
    expect(material.headers['content-type']).toBe('application/pdf');
    expect(material.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const parent = await signIn(t, 'Parent Printing');
    const child = (await enrol(parent, { ...anaya, code: await askCode(parent) })).json();
    const certificate = await call('GET', `/children/${child.id}/certificate.pdf`, parent);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['cache-control']).toBe('private, no-store');
    expect(certificate.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // Before the camp's first day there is nothing to certify yet.
    t.clock.advance(-10 * DAY);
    try {
      const early = await call('GET', `/children/${child.id}/certificate.pdf`, parent);
      expect([early.statusCode, early.json().code]).toEqual([409, 'kids_camp_not_started']);
    } finally {
      t.clock.advance(10 * DAY);
    }
  });

  it('stops at six children per parent, and takes none once the camp has ended', async () => {
    const parent = await signIn(t, 'Parent Large Family');
    await t.db.query(
      `WITH consents AS (
         INSERT INTO kids_camp_consents (lead_id, purpose_version, purpose, given_at)
         SELECT $1, 'kids-camp-consent/1', 'test', now() FROM generate_series(1, 6) RETURNING id)
       INSERT INTO kids_camp_children (lead_id, consent_id, camp_slug, first_name, age, batch,
         enrolled_at)
       SELECT $1, id, 'summer-kids-camp', 'Child', 6, 'morning', now() FROM consents`,
      [parent.account.id],
    );
    const full = await call('POST', '/consent-code', parent);
    expect([full.statusCode, full.json().code]).toEqual([409, 'kids_camp_child_limit']);

    const late = await signIn(t, 'Parent Late');
    t.clock.advance(30 * DAY);
    try {
      const closed = await call('POST', '/consent-code', late);
      expect([closed.statusCode, closed.json().code]).toEqual([409, 'kids_camp_closed']);
      expect((await call('GET', '/camp', null)).json().camp.phase).toBe('ended');
    } finally {
      t.clock.advance(-30 * DAY);
    }
  });

  it('lets ops create and edit a camp with a reason, each write in its audit log', async () => {
    const slug = `old-kids-camp-${kind}`;
    expect((await call('PUT', `/ops/camps/${slug}`, 'ops', opsCamp('First camp'))).statusCode).toBe(
      201,
    );
    const editor = await signInOps(t, ['content'], 'Camp Editor');
    const support = await signInOps(t, ['support'], 'Not The Camp Editor');
    expect((await call('PUT', `/ops/camps/${slug}`, support, opsCamp('Not mine'))).statusCode).toBe(
      403,
    );
    const edited = await call('PUT', `/ops/camps/${slug}`, editor, {
      ...opsCamp('Hindi title fixed'),
      title_hi: 'पुराना बच्चों का कैंप',
    });
    expect([edited.statusCode, edited.json().phase]).toEqual([200, 'ended']);
    const events = (await call('GET', `/ops/camps/${slug}/events`, 'ops')).json().events;
    expect(events).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: 'ops',
        reason: 'First camp',
        before: null,
      }),
      expect.objectContaining({
        action: 'edited',
        actor: `ops:${editor.person.id}`,
        reason: 'Hindi title fixed',
        before: expect.objectContaining({
          body: expect.objectContaining({ title_hi: 'पुराना किड्स कैंप' }),
        }),
      }),
    ]);
    // The running camp is still the one shown; ops list every camp, the latest to start first.
    expect((await call('GET', '/camp', null)).json().camp.slug).toBe('summer-kids-camp');
    const listed = (await call('GET', '/ops/camps', editor)).json().camps as KidsCamp[];
    const starts = listed.map((camp) => camp.starts_on);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(listed.find((camp) => camp.slug === slug)).toMatchObject({
      title_hi: 'पुराना बच्चों का कैंप',
      phase: 'ended',
    });
    expect(listed.map((camp) => camp.slug)).toContain('summer-kids-camp');
    expect((await call('GET', '/ops/camps', support)).statusCode).toBe(403);

    const backwards = await call('PUT', `/ops/camps/${slug}`, 'ops', {
      ...opsCamp('Oops'),
      ends_on: '2020-04-01',
    });
    expect([backwards.statusCode, backwards.json().field]).toEqual([400, 'ends_on']);
    const { reason: _reason, ...noReason } = opsCamp('x');
    const unexplained = await call('PUT', `/ops/camps/${slug}`, 'ops', noReason);
    expect([unexplained.statusCode, unexplained.json().field]).toEqual([400, 'reason']);
    const member = await signIn(t, 'Not Ops');
    expect((await call('PUT', `/ops/camps/${slug}`, member, opsCamp('Sneaky'))).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/ops/camps/${slug}/events`, 'ops')).json().events).toHaveLength(2);
    expect((await call('GET', '/ops/camps/no-such-camp/events', 'ops')).statusCode).toBe(404);
  });
});
