import { createOtpLimits } from '../../security/send-limits';
import { openRedis, type RedisHandle } from '../../cache/redis';
import {
  lastCode,
  testAppFor,
  openTestApp,
  uniquePhone,
  type TestApp,
  describeWithRedis,
} from '../../testing/test-app';
import { ANY_STORE, STORE_KINDS, openTestDatabase } from '../../testing/test-database';
import { join, verifyLastCode } from '../../testing/sign-in';
import { SmsDeliveryError } from '../../sms/sms-sender';

const post = (t: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const SEND = '/api/auth/public/auth/v1/send-otp';
const VERIFY = '/api/auth/public/auth/v1/verify-otp';

/** Joins with a number, and answers the code texted to it. */
async function codeAfterJoining(t: TestApp, phone: string, name = 'Test Member') {
  const res = await join(t, { name, phone });
  expect(res.statusCode).toBe(202);
  return lastCode(t.sms, phone);
}

describe.each(STORE_KINDS)('OTP policy on %s', (kind) => {
  const t = testAppFor(kind);

  it('sends a 6-digit code and stores only an HMAC of it', async () => {
    const phone = uniquePhone();
    const res = await post(t, SEND, { phone_number: phone });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = lastCode(t.sms, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.query<{ code_hmac: Uint8Array }>(
      'SELECT code_hmac FROM otp_codes WHERE phone_number = $1',
      [phone],
    );
    expect(Buffer.from(row!.code_hmac)).toHaveLength(32);
    expect(Buffer.from(row!.code_hmac).toString('utf8')).not.toContain(code);
  });

  it('signs in with the right code, once only', async () => {
    const phone = uniquePhone();
    const code = await codeAfterJoining(t, phone);
    const ok = await post(t, VERIFY, { phone_number: phone, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      expiresIn: 600,
      account: { phone_number: phone, name: 'Test Member' },
    });
    expect(ok.json().accessToken.split('.')).toHaveLength(3);
    const again = await post(t, VERIFY, { phone_number: phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'otp_expired', field: 'code' });
  });

  it('tells the holder of a number that never joined to join first', async () => {
    const phone = uniquePhone();
    expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
    const res = await verifyLastCode(t, phone);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_joined' });
  });

  it('refuses an expired code', async () => {
    const phone = uniquePhone();
    const code = await codeAfterJoining(t, phone);
    await t.db.query(
      `UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone_number = $1`,
      [phone],
    );
    const res = await post(t, VERIFY, { phone_number: phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'otp_expired',
      message: 'That code has expired or was already used. Please ask for a new one.',
    });
  });

  it('allows three tries: two wrong ones say how many are left, the third locks the code', async () => {
    const phone = uniquePhone();
    const code = await codeAfterJoining(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post(t, VERIFY, { phone_number: phone, code: wrong });
    expect(first.json()).toMatchObject({
      code: 'otp_wrong',
      triesLeft: 2,
      message: 'That code is not right. 2 tries left.',
    });
    const second = await post(t, VERIFY, { phone_number: phone, code: wrong });
    expect(second.json()).toMatchObject({
      code: 'otp_wrong',
      triesLeft: 1,
      message: 'That code is not right. 1 try left.',
    });
    const third = await post(t, VERIFY, { phone_number: phone, code: wrong });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'otp_locked' });
    const fourth = await post(t, VERIFY, { phone_number: phone, code });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'otp_locked',
      message: 'Too many wrong tries. Please ask for a new code.',
    });
  });

  it('takes the right code on the last try', async () => {
    const phone = uniquePhone();
    const code = await codeAfterJoining(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(t, VERIFY, { phone_number: phone, code: wrong })).statusCode).toBe(400);
    expect((await post(t, VERIFY, { phone_number: phone, code: wrong })).statusCode).toBe(400);
    const right = await post(t, VERIFY, { phone_number: phone, code });
    expect(right.statusCode).toBe(200);
    const [lead] = await t.db.query<{ verified: boolean; families: number }>(
      `SELECT verified_at IS NOT NULL AS verified,
         (SELECT count(*) FROM refresh_token_families f WHERE f.lead_id = leads.id)::int AS families
       FROM leads WHERE phone_number = $1`,
      [phone],
    );
    expect(lead).toEqual({ verified: true, families: 1 });
  });

  it('signs in once when the right code comes eight times at once', async () => {
    const phone = uniquePhone();
    const code = await codeAfterJoining(t, phone);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(t, VERIFY, { phone_number: phone, code })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((each) => each.statusCode === 400)) {
      expect(answer.json()).toMatchObject({ code: 'otp_expired' });
    }
  });

  it('makes a member wait 60 s between sends', async () => {
    const phone = uniquePhone();
    expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
    const again = await post(t, SEND, { phone_number: phone });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(again.json()).toMatchObject({
      code: 'otp_resend_too_soon',
      retryAfterSeconds: Number(again.headers['retry-after']),
      message: `Please wait ${again.headers['retry-after']} s before asking for another code.`,
    });
  });

  it('answers 503 when the SMS gateway fails, and the member may ask again at once', async () => {
    const phone = uniquePhone();
    const sendCode = jest
      .spyOn(t.sms, 'sendCode')
      .mockRejectedValueOnce(new SmsDeliveryError('SMS gateway answered 502'));
    const failed = await post(t, SEND, { phone_number: phone });
    sendCode.mockRestore();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      code: 'otp_send_failed',
      message: 'We could not send the code just now. Please try again in a minute.',
    });
    expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
  });

  it('answers alike for a number that joined and one that did not (no enumeration)', async () => {
    const member = uniquePhone();
    await t.db.query(
      `INSERT INTO leads (phone_number, name, slug) VALUES ($1, 'Known Member', $2)`,
      [member, `known-${member.slice(1)}`],
    );
    const stranger = uniquePhone();
    const sameShape = (body: Record<string, unknown>) => ({
      ...body,
      message: '',
      phone_number: '',
    });

    const toMember = await post(t, '/api/auth/public/auth/v1/login', { phone_number: member });
    const toStranger = await post(t, '/api/auth/public/auth/v1/login', { phone_number: stranger });
    expect(toMember.statusCode).toBe(202);
    expect(toStranger.statusCode).toBe(202);
    expect(sameShape(toMember.json())).toEqual(sameShape(toStranger.json()));
    expect(toMember.json().message.replace(/\+[\d ]+/, 'N')).toBe(
      toStranger.json().message.replace(/\+[\d ]+/, 'N'),
    );

    const wrongForMember = await post(t, VERIFY, { phone_number: member, code: '000000' });
    const wrongForStranger = await post(t, VERIFY, { phone_number: stranger, code: '000000' });
    // (A 1-in-a-million chance that 000000 is the real code would fail this test, not pass it.)
    expect(wrongForMember.json()).toEqual(wrongForStranger.json());
  });

  it('rejects a malformed number or code naming the field', async () => {
    const badPhone = await post(t, SEND, { phone_number: '+9112345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ field: 'phone_number', code: 'phone_invalid' });
    const badCode = await post(t, VERIFY, { phone_number: uniquePhone(), code: '12ab56' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ field: 'code', code: 'invalid_input' });
  });
});

/**
 * The per-process limits count by the process clock: these tests move it past the resend cooldown
 * instead of waiting it out. Only Date is faked, and it keeps running; timers stay real.
 */
function fakeProcessDate() {
  jest.useFakeTimers({
    now: Date.now(),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
const moveProcessDate = (ms: number) => jest.setSystemTime(Date.now() + ms);

describe('OTP send limits', () => {
  beforeEach(fakeProcessDate);
  afterEach(() => jest.useRealTimers());

  it('sends at most 5 codes to a number in 15 minutes', async () => {
    const t = await openTestApp(ANY_STORE, {
      otpLimits: createOtpLimits(null, { sendsPerIp: 1000, resendCooldownMs: 1000 }),
    });
    try {
      const phone = uniquePhone();
      for (let sent = 0; sent < 5; sent++) {
        expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
        moveProcessDate(1050);
      }
      const sixth = await post(t, SEND, { phone_number: phone });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({
        code: 'rate_limited',
        message: 'Too many codes were sent to this number. Please try again later.',
      });
      expect(t.sms.messagesFor(phone)).toHaveLength(5);
      // Joining again is harmless only within the resend cooldown; this limit still refuses.
      const rejoin = await join(t, { name: 'Again', phone });
      expect(rejoin.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('lets a dev sender configured for test runs wait less and send more, and no further', async () => {
    const t = await openTestApp(ANY_STORE, {
      config: {
        sms: {
          provider: 'dev',
          outbox: 'loopback',
          phoneLimits: { resendCooldownMs: 2000, sendsPerPhone: 7 },
        },
      },
    });
    try {
      const phone = uniquePhone();
      expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
      const soon = await post(t, SEND, { phone_number: phone });
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBe('2');
      for (let sent = 1; sent < 7; sent++) {
        moveProcessDate(2050);
        expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
      }
      moveProcessDate(2050);
      const eighth = await post(t, SEND, { phone_number: phone });
      expect(eighth.statusCode).toBe(429);
      expect(eighth.json()).toMatchObject({ code: 'rate_limited' });
      expect(t.sms.messagesFor(phone)).toHaveLength(7);
    } finally {
      await t.close();
    }
  });

  it('limits sends per client address', async () => {
    const t = await openTestApp(ANY_STORE, { config: { otpSendsPerIp: 2 } });
    try {
      expect((await post(t, SEND, { phone_number: uniquePhone() }, '10.0.0.7')).statusCode).toBe(
        202,
      );
      expect((await post(t, SEND, { phone_number: uniquePhone() }, '10.0.0.7')).statusCode).toBe(
        202,
      );
      const third = await post(t, SEND, { phone_number: uniquePhone() }, '10.0.0.7');
      expect(third.statusCode).toBe(429);
      expect((await post(t, SEND, { phone_number: uniquePhone() }, '10.0.0.8')).statusCode).toBe(
        202,
      );
    } finally {
      await t.close();
    }
  });

  it('does not charge the client address for an answer that sent nothing', async () => {
    const t = await openTestApp(ANY_STORE, { config: { otpSendsPerIp: 2 } });
    try {
      const phone = uniquePhone();
      const joinFrom = (number: string) =>
        join(t, { name: 'Family Member', phone: number, remoteAddress: '10.0.0.9' });
      expect((await joinFrom(phone)).statusCode).toBe(202);
      for (let again = 0; again < 5; again++) {
        const res = await joinFrom(phone);
        expect(res.statusCode).toBe(202);
        expect(res.json().message).toMatch(/^We already sent a code/);
        expect((await post(t, SEND, { phone_number: phone }, '10.0.0.9')).statusCode).toBe(429);
      }
      expect(t.sms.messagesFor(phone)).toHaveLength(1);
      expect((await joinFrom(uniquePhone())).statusCode).toBe(202);
    } finally {
      await t.close();
    }
  });

  it('counts wrong codes per number across resends and then locks it for a while', async () => {
    const t = await openTestApp(ANY_STORE, {
      otpLimits: createOtpLimits(null, { sendsPerIp: 1000, resendCooldownMs: 1000 }),
    });
    try {
      const phone = uniquePhone();
      const guess = (code: string) => post(t, VERIFY, { phone_number: phone, code });
      let wrongSoFar = 0;
      let code = '';
      while (wrongSoFar < 9) {
        expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
        code = lastCode(t.sms, phone);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let tries = 0; tries < 3 && wrongSoFar < 9; tries++, wrongSoFar++) {
          expect((await guess(wrong)).json().code).toMatch(/^otp_(wrong|locked)$/);
        }
        moveProcessDate(1050);
      }
      expect((await post(t, SEND, { phone_number: phone })).statusCode).toBe(202);
      code = lastCode(t.sms, phone);
      const tenth = await guess(code === '000000' ? '111111' : '000000');
      expect(tenth.statusCode).toBe(429);
      expect(tenth.json()).toMatchObject({
        code: 'otp_phone_locked',
        message: 'Too many wrong codes for this number. Please try again in 60 min.',
      });
      expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(3500);
      // Even the right code waits out the lock: a guesser cannot tell it was right.
      const right = await guess(code);
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('otp_phone_locked');
    } finally {
      await t.close();
    }
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const t = await openTestApp(ANY_STORE, { config: { otpSendsPerIp: 2 } });
    try {
      const sendFrom = async (address: string) =>
        (await post(t, SEND, { phone_number: uniquePhone() }, address)).statusCode;
      expect(await sendFrom('2405:201:4001:9a3c::1')).toBe(202);
      expect(await sendFrom('2405:201:4001:9a3c::2')).toBe(202);
      expect(await sendFrom('2405:201:4001:9a3c:ffff::3')).toBe(429);
      expect(await sendFrom('2405:201:4001:9a3d::1')).toBe(202);
    } finally {
      await t.close();
    }
  });
});

describeWithRedis('OTP limits across API processes (Redis)', () => {
  let redisA: RedisHandle;
  let redisB: RedisHandle;
  afterAll(async () => {
    await redisA?.close();
    await redisB?.close();
  });

  it('a cooldown started on one process holds on another', async () => {
    redisA = openRedis(process.env.REDIS_URL!);
    redisB = openRedis(process.env.REDIS_URL!);
    const database = await openTestDatabase(ANY_STORE);
    const prefix = `test-shared-${Date.now()}`;
    const a = await openTestApp(ANY_STORE, {
      database,
      redis: redisA,
      otpLimits: createOtpLimits(redisA.client, { sendsPerIp: 1000, keyPrefix: prefix }),
    });
    const b = await openTestApp(ANY_STORE, {
      database,
      redis: redisB,
      otpLimits: createOtpLimits(redisB.client, { sendsPerIp: 1000, keyPrefix: prefix }),
    });
    try {
      const phone = uniquePhone();
      expect((await post(a, SEND, { phone_number: phone })).statusCode).toBe(202);
      expect((await post(b, SEND, { phone_number: phone })).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
