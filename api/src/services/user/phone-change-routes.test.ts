import { bearer, signIn, type TestSession } from '../../testing/sign-in';
import {
  TEST_OPS_TOKEN,
  lastCode,
  STORE_VARIANTS,
  testAppWithRedisFor,
  uniquePhone,
} from '../../testing/test-app';

/*
 * Issue 26 (decision 0042): a member moves their account to a new number with a code sent to it;
 * every sign-in ends, and the new number signs in to the same account.
 */

const home = {
  line1: '12 MG Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

describe.each(STORE_VARIANTS)(
  'changing the phone number on %s (with Redis: %s)',
  (kind, withRedis) => {
    // Every test here sends codes from one address: the per-network limits are not what it checks.
    const t = testAppWithRedisFor(kind, withRedis, {
      config: { otpSendsPerIp: 1000, writesPerIpPerMinute: 1000 },
    });

    const post = (url: string, who: TestSession | 'ops' | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user${url}`,
        headers: who === null ? {} : bearer(who === 'ops' ? TEST_OPS_TOKEN : who.accessToken),
        payload,
      });
    const askCode = (who: TestSession, phone: string) =>
      post('/member/phone-change', who, { phone_number: phone });
    const confirm = (who: TestSession, phone: string, code = lastCode(t.sms, phone)) =>
      post('/member/phone-change/verify', who, { phone_number: phone, code });
    const phoneOf = async (leadId: number) =>
      (
        await t.db.query<{ phone_number: string }>('SELECT phone_number FROM leads WHERE id = $1', [
          leadId,
        ])
      )[0]?.phone_number;

    it('moves the account and its addresses to the new number, and ends every sign-in', async () => {
      const member = await signIn(t, 'Moving Member');
      const old = member.account.phone_number;
      expect((await post('/member/address', member, home)).statusCode).toBe(201);
      const fresh = uniquePhone();

      const sent = await askCode(member, fresh);
      expect(sent.statusCode).toBe(202);
      expect(sent.json().phone_number).toMatch(/^\+91 \d{5} \d{5}$/);
      const moved = await confirm(member, fresh);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ phone_number: sent.json().phone_number, signed_out: true });

      expect(await phoneOf(member.account.id)).toBe(fresh);
      const addresses = await t.db.query<{ phone_number: string }>(
        'SELECT phone_number FROM addresses WHERE lead_id = $1',
        [member.account.id],
      );
      expect(addresses.map((address) => address.phone_number)).toEqual([fresh]);
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/public/auth/v1/refresh-token',
        payload: { refreshToken: member.refreshToken },
      });
      expect(renewed.statusCode).toBe(401);

      // The new number names the same account (signing in with it needs a new code, a minute on).
      const byNewNumber = await t.db.query<{ id: number }>(
        'SELECT id FROM leads WHERE phone_number = $1',
        [fresh],
      );
      expect(byNewNumber).toEqual([{ id: member.account.id }]);
      expect(await phoneOf(member.account.id)).not.toBe(old);
    });

    it('refuses a wrong code, the member’s own number and a bad number, changing nothing', async () => {
      const member = await signIn(t, 'Careful Mover');
      const fresh = uniquePhone();
      expect((await askCode(member, fresh)).statusCode).toBe(202);
      const code = lastCode(t.sms, fresh);
      const wrong = await confirm(member, fresh, code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'otp_wrong', field: 'code' });

      const own = await askCode(member, member.account.phone_number);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ code: 'invalid_input', field: 'phone_number' });
      const bad = await askCode(member, '+911234567890');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'phone_invalid', field: 'phone_number' });
      const noCode = await post('/member/phone-change/verify', member, { phone_number: fresh });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json()).toMatchObject({ field: 'code' });

      expect(await phoneOf(member.account.id)).toBe(member.account.phone_number);
    });

    it('will not take another member’s number, and says so only to whoever holds it', async () => {
      const member = await signIn(t, 'Hopeful Mover');
      // A member whose number had no code sent lately (a code a minute ago would hold the next).
      const taken = uniquePhone();
      const [other] = await t.db.query<{ id: number }>(
        `INSERT INTO leads (phone_number, name, slug) VALUES ($1, 'Number Holder', $2) RETURNING id`,
        [taken, `number-holder-${taken.slice(-8)}`],
      );
      // Asking sends the code as for any number: a stranger learns nothing here.
      expect((await askCode(member, taken)).statusCode).toBe(202);
      const refused = await confirm(member, taken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'phone_taken', field: 'phone_number' });
      expect(await phoneOf(member.account.id)).toBe(member.account.phone_number);
      expect(await phoneOf(other!.id)).toBe(taken);
    });

    it('answers a signed-in member only', async () => {
      const fresh = uniquePhone();
      expect((await post('/member/phone-change', null, { phone_number: fresh })).statusCode).toBe(
        401,
      );
      expect((await post('/member/phone-change', 'ops', { phone_number: fresh })).statusCode).toBe(
        403,
      );
      expect(
        (await post('/member/phone-change/verify', 'ops', { phone_number: fresh, code: '123456' }))
          .statusCode,
      ).toBe(403);
    });

    it('keeps the member’s reads whole while the number moves', async () => {
      const member = await signIn(t, 'Busy Mover');
      const fresh = uniquePhone();
      expect((await askCode(member, fresh)).statusCode).toBe(202);
      const code = lastCode(t.sms, fresh);
      const reads = () =>
        t.app.inject({ url: '/api/user/free-member/details', headers: bearer(member.accessToken) });
      const [moved, ...answers] = await Promise.all([
        confirm(member, fresh, code),
        ...Array.from({ length: 8 }, reads),
      ]);
      expect(moved!.statusCode).toBe(200);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect([member.account.phone_number, fresh]).toContain(answer.json().phone_number);
      }
    });
  },
);
