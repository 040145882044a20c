import { challengePhases, userTiming } from '@yoga/shared/domain';
import { DEMO_CHALLENGES } from '../../demo/seed-demo-data';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const url = (id: number | string) => `/api/subscription/free-member/challenge/${id}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe.each(STORE_KINDS)('GET free-member/challenge/{id} on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers spec section 3’s user challenge fields, every date a calendar day', async () => {
    const res = await t.app.inject(url(DEMO_CHALLENGES.current));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: DEMO_CHALLENGES.current,
      title: 'Winter 14-Day Yoga Challenge',
      countrycode: 'IN',
      timezone: 'Asia/Kolkata',
    });
    for (const field of [
      'start_date',
      'end_date',
      'referral_start_date',
      'referral_end_date',
      'feedback_start_date',
      'payment_start_date',
      'voucher_generation_date',
      'voucher_expiry_date',
    ]) {
      expect(body[field]).toMatch(DAY);
    }
  });

  it('gives what the shared rules need: the running demo challenge is current, in referrals', async () => {
    const body = (await t.app.inject(url(DEMO_CHALLENGES.current))).json();
    const now = new Date();
    expect(userTiming(DEMO_CHALLENGES.current, body, now)).toBe('current');
    expect(challengePhases(body, now)).toMatchObject({ referral: true, paymentShown: false });
    const past = (await t.app.inject(url(DEMO_CHALLENGES.past))).json();
    expect(challengePhases(past, now)).toMatchObject({ referral: false, paymentShown: true });
  });

  it('answers a JSON 404 with its code for a challenge that does not exist', async () => {
    const res = await t.app.inject(url(999999));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it.each(['abc', '0', '1.5', '-3', '99999999999'])(
    'refuses the id %s naming the field',
    async (id) => {
      const res = await t.app.inject(url(id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'id', code: 'invalid_input' });
    },
  );

  it('refuses a query string it does not take', async () => {
    const res = await t.app.inject(`${url(DEMO_CHALLENGES.current)}?x=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'x' });
  });
});
