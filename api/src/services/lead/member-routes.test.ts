import { NAME_MAX_LENGTH, PHONE_MESSAGE } from '@yoga/shared/domain';
import { DEMO_CHALLENGES } from '../../demo/seed-demo-data';
import { TEST_OPS_TOKEN, openTestApp, testAppFor, uniquePhone } from '../../testing/test-app';
import { ANY_STORE, STORE_KINDS } from '../../testing/test-database';
import { bearer, join, signIn, signInOps, verifyLastCode } from '../../testing/sign-in';

describe.each(STORE_KINDS)('joining and member records on %s', (kind) => {
  const t = testAppFor(kind);

  const registrations = async () =>
    (
      await t.db.query<{ totalregisteration: number }>(
        'SELECT totalregisteration FROM challenges WHERE id = $1',
        [DEMO_CHALLENGES.current],
      )
    )[0]!.totalregisteration;

  it('creates one member from 20 concurrent registrations of one phone', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => join(t, { name: 'Same Person', phone })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(202));
    const rows = await t.db.query('SELECT id FROM leads WHERE phone_number = $1', [phone]);
    expect(rows).toHaveLength(1);
    expect(t.sms.messagesFor(phone)).toHaveLength(1);
  });

  it('enrols a verified member in the active challenge once, counting one registration', async () => {
    const before = await registrations();
    const session = await signIn(t, 'Asha Kumari');
    expect(session.account.slug).toMatch(/^asha-kumari-[a-z0-9]{6}$/);
    const enrol = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/free-member',
        headers: bearer(session.accessToken),
      });
    const first = await enrol();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      active_challenge_id: DEMO_CHALLENGES.current,
      is_paid: false,
    });
    expect(await registrations()).toBe(before + 1);
    expect((await enrol()).statusCode).toBe(200);
    expect(await registrations()).toBe(before + 1);
  });

  it('counts a new member on the home page at once, though the count is cached', async () => {
    const shown = async () =>
      (await t.app.inject('/api/subscription/free-member/active-challenge')).json()
        .totalregisteration as number;
    const session = await signIn(t, 'Counted Member');
    const before = await shown();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/free-member',
      headers: bearer(session.accessToken),
    });
    expect(await shown()).toBe(before + 1);
  });

  it('enrols with a JSON content type and an empty body, as every client call is sent', async () => {
    const session = await signIn(t, 'Empty Body');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/free-member',
      headers: { ...bearer(session.accessToken), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: session.account.id, is_paid: false });
  });

  it('enrols a member abroad in their own country’s challenge', async () => {
    const session = await signIn(t, 'Imran Ali', '+971501239876');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/free-member',
      headers: bearer(session.accessToken),
    });
    expect(res.json()).toMatchObject({
      country_code: 'AE',
      active_challenge_id: DEMO_CHALLENGES.currentAbroad,
    });
  });

  it('leaves a paid member on their older challenge', async () => {
    const session = await signIn(t, 'Rohan Mehta', '+919812345678');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/free-member',
      headers: bearer(session.accessToken),
    });
    expect(res.json()).toMatchObject({ is_paid: true, active_challenge_id: DEMO_CHALLENGES.past });
  });

  it('records who invited a member through a referral link', async () => {
    const inviter = await signIn(t, 'Inviting Friend');
    const phone = uniquePhone();
    const res = await join(t, { name: 'Invited Friend', phone, referral: inviter.account.slug });
    expect(res.statusCode).toBe(202);
    const [row] = await t.db.query<{ referred_by: number }>(
      'SELECT referred_by FROM leads WHERE phone_number = $1',
      [phone],
    );
    expect(row?.referred_by).toBe(inviter.account.id);
  });

  const leadOf = async (phone: string) =>
    (
      await t.db.query<{ name: string; referred_by: number | null }>(
        'SELECT name, referred_by FROM leads WHERE phone_number = $1',
        [phone],
      )
    )[0];

  it("lets the number's holder, not an earlier registration, choose the name and referrer", async () => {
    const squatter = await signIn(t, 'Squatting Stranger');
    const phone = uniquePhone();
    const registerAs = (name: string, referral?: string) => join(t, { name, phone, referral });
    expect((await registerAs('Not Her Name', squatter.account.slug)).statusCode).toBe(202);
    expect(await leadOf(phone)).toEqual({ name: 'Not Her Name', referred_by: squatter.account.id });

    expect((await registerAs('Kavya Rao')).statusCode).toBe(202);
    expect(await leadOf(phone)).toEqual({ name: 'Kavya Rao', referred_by: null });
    const verified = await verifyLastCode(t, phone);
    expect(verified.json().account).toMatchObject({ name: 'Kavya Rao' });
    expect(verified.json().account.slug).toMatch(/^kavya-rao-/);

    // Once verified, registering the number again changes neither its name nor its referrer.
    expect((await registerAs('Someone Else', squatter.account.slug)).statusCode).toBe(202);
    expect(await leadOf(phone)).toEqual({ name: 'Kavya Rao', referred_by: null });
  });

  it.each([
    [
      { name: 'Asha1', phone_number: '+919812300001' },
      'name',
      'name_not_letters',
      'Your name can only have letters and spaces.',
    ],
    [
      { name: '   ', phone_number: '+919812300001' },
      'name',
      'name_empty',
      'Please enter your name.',
    ],
    [
      { name: 'A'.repeat(NAME_MAX_LENGTH + 1), phone_number: '+919812300001' },
      'name',
      'name_too_long',
      `Please keep your name under ${NAME_MAX_LENGTH} characters.`,
    ],
    [{ name: 'Asha', phone_number: '+91123' }, 'phone_number', 'invalid_input', undefined],
    [{ name: 'Asha', phone_number: '+919999' }, 'phone_number', 'invalid_input', undefined],
    [{ name: 'Asha' }, 'phone_number', 'invalid_input', undefined],
  ])('rejects the registration %p naming %s with %s', async (payload, field, code, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/lead/lead/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, code });
    if (message) expect(res.json().message).toBe(message);
  });

  it.each(['+91123456789', '+915555555555', '+911123456789'])(
    'refuses to join with %s, not a mobile number, and texts nothing',
    async (phone) => {
      const res = await join(t, { name: 'Asha', phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'phone_number',
        code: 'phone_invalid',
        message: PHONE_MESSAGE,
      });
      expect(t.sms.messagesFor(phone)).toHaveLength(0);
      const sendOtp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/public/auth/v1/send-otp',
        payload: { phone_number: phone },
      });
      expect(sendOtp.statusCode).toBe(400);
      expect(sendOtp.json()).toMatchObject({
        field: 'phone_number',
        code: 'phone_invalid',
        message: PHONE_MESSAGE,
      });
      expect(t.sms.messagesFor(phone)).toHaveLength(0);
      const [row] = await t.db.query('SELECT id FROM leads WHERE phone_number = $1', [phone]);
      expect(row).toBeUndefined();
    },
  );

  describe('ownership', () => {
    it("answers 403 for another member's id, slug and record, 200 for one's own and for ops", async () => {
      const mine = await signIn(t, 'Owner Member');
      const theirs = await signIn(t, 'Other Member');
      const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

      for (const url of [
        `/api/lead/lead/getleadinfo/${theirs.account.id}`,
        `/api/lead/lead/slug/${theirs.account.slug}`,
        `/api/user/free-member/${theirs.account.id}`,
      ]) {
        const notMine = await get(url, mine.accessToken);
        expect(notMine.statusCode).toBe(403);
        expect(notMine.json().code).toBe('forbidden');
        expect((await get(url, theirs.accessToken)).statusCode).toBe(200);
        expect((await get(url, TEST_OPS_TOKEN)).statusCode).toBe(200);
        const anonymous = await t.app.inject({ url });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().code).toBe('sign_in_required');
      }
      // A missing member looks the same as someone else's to a member.
      expect((await get('/api/lead/lead/getleadinfo/999999', mine.accessToken)).statusCode).toBe(
        403,
      );
      expect((await get('/api/lead/lead/get', mine.accessToken)).json().id).toBe(mine.account.id);
    });

    it('shows only the name behind a referral slug, to anyone', async () => {
      const member = await signIn(t, 'Meera Public');
      const res = await t.app.inject(
        `/api/user/free-member/slug/${member.account.slug}?field=name`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'Meera Public' });
      expect(
        (await t.app.inject(`/api/user/free-member/slug/${member.account.slug}?field=phone_number`))
          .statusCode,
      ).toBe(400);
      const unknown = await t.app.inject('/api/user/free-member/slug/no-such-slug');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('not_found');
    });
  });

  it('tells a verified number that has not joined to join first', async () => {
    const phone = uniquePhone();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/public/auth/v1/login',
      payload: { phone_number: phone },
    });
    const res = await verifyLastCode(t, phone);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'This number has not joined the challenge yet. Please join with your name first.',
    );
  });
});

describe('a registration refused by a limit', () => {
  it("writes nothing: neither the lead nor the referrer's list grows", async () => {
    const t = await openTestApp(ANY_STORE, { config: { otpSendsPerIp: 1 } });
    try {
      const inviter = await signIn(t, 'Popular Inviter');
      const register = () =>
        join(t, {
          name: 'Refused Friend',
          referral: inviter.account.slug,
          remoteAddress: '10.1.2.3',
        });
      expect((await register()).statusCode).toBe(202);
      const refused = await Promise.all(Array.from({ length: 25 }, register));
      expect(refused.map((res) => res.statusCode)).toEqual(Array(25).fill(429));
      const referrals = await t.app.inject({
        url: `/api/gamification/free-member/referrals/${inviter.account.id}`,
        headers: bearer(inviter.accessToken),
      });
      expect(referrals.json().total).toBe(1);
      const [count] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM leads WHERE name = 'Refused Friend'",
      );
      expect(count?.n).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe.each(STORE_KINDS)('support finding a member by phone on %s', (kind) => {
  const t = testAppFor(kind);
  const find = (phone: string, token: string) =>
    t.app.inject({
      url: `/api/lead/ops/members?phone_number=${encodeURIComponent(phone)}`,
      headers: bearer(token),
    });

  it('answers the member with the number, masked for the person asking; 404 for no one', async () => {
    const phone = uniquePhone();
    const member = await signIn(t, 'Caller Member', phone);
    const support = await signInOps(t, ['support'], 'Phone Finder');
    const found = await find(phone, support.accessToken);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: member.account.id,
      slug: member.account.slug,
      name: 'Caller Member',
      phone_number: `${phone.slice(0, 3)}******${phone.slice(-4)}`,
    });
    expect((await find(uniquePhone(), support.accessToken)).statusCode).toBe(404);
    const bad = await find('98765 43210', support.accessToken);
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'phone_number']);
  });

  it('refuses members and ops people without the support role', async () => {
    const member = await signIn(t, 'Curious Caller');
    const content = await signInOps(t, ['content', 'finance', 'admin'], 'Not Support');
    expect((await find(member.account.phone_number, member.accessToken)).statusCode).toBe(403);
    expect((await find(member.account.phone_number, content.accessToken)).statusCode).toBe(403);
  });
});
