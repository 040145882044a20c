import {
  bearer,
  headersOf,
  signIn,
  signInOps,
  type OpsTestSession,
  type TestSession,
} from '../../testing/sign-in';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';
import {
  createPaymentChallenge,
  giveVoucher,
  payingMember,
  plusDays,
  todayOf,
} from '../../testing/payment-fixtures';

/*
 * Issue 27, the paid membership (decision 0044): the plans anyone reads, the member's offer of
 * spec section 4, and ops' prices.
 */

const PLANS = [
  { id: 1, duration: 1, name: '1 month', name_hi: '1 महीना', price: 99_900, per_day: 3_330 },
  { id: 2, duration: 2, name: '2 months', name_hi: '2 महीने', price: 179_900, per_day: 2_999 },
  { id: 5, duration: 5, name: '5 months', name_hi: '5 महीने', price: 399_900, per_day: 2_666 },
].map((plan) => ({ ...plan, unit: 'month', currency: 'INR', voucher_discount_percent: 20 }));

/** Challenges of the tests' own, in countries no other test uses. */
const OPEN = 9511;
const REFERRING = 9512;
const NOT_YET = 9513;
const OLDER = 9514;
const NEWER = 9515;

const CHANGE = {
  name: '1 month',
  name_hi: '1 महीना',
  price: 89_900,
  voucher_discount_percent: 25,
  active: true,
  reason: 'Diwali price',
};

describe.each(STORE_KINDS)('the paid membership offer on %s', (kind) => {
  const t = testAppFor(kind);
  const offerOf = (who: TestSession | 'ops' | null) =>
    t.app.inject({ url: '/api/subscription/offer', headers: headersOf(who) });
  const putPlan = (
    id: string | number,
    payload: unknown,
    who: 'ops' | TestSession | OpsTestSession = 'ops',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/subscription/ops/plans/${id}`,
      headers: who === 'ops' || 'account' in who ? headersOf(who) : bearer(who.accessToken),
      payload: payload as object,
    });
  const restorePlan = () =>
    putPlan(1, { ...CHANGE, price: 99_900, voucher_discount_percent: 20, reason: 'back' });

  beforeAll(async () => {
    await createPaymentChallenge(t, OPEN, 'Q1', { payment: -1 });
    await createPaymentChallenge(t, REFERRING, 'Q2', { payment: -1, referral: [-2, 1] });
    await createPaymentChallenge(t, NOT_YET, 'Q3', { payment: 2 });
    // An older and a newer challenge open at once in one country: the older's members are old users.
    await createPaymentChallenge(t, OLDER, 'Q4', { payment: 0 });
    await createPaymentChallenge(t, NEWER, 'Q4', { payment: 5 });
  });

  it('lists the active plans to anyone, with the price per day, cacheable for a minute', async () => {
    const res = await t.app.inject('/api/subscription/plans');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({ result: PLANS });
  });

  it('offers a member in the payment phase every plan at full price without a voucher', async () => {
    const { member } = await payingMember(t, 'Offer Taker', OPEN);
    const res = await offerOf(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shown: true,
      hidden_because: null,
      old_user: false,
      payment_start_date: plusDays(todayOf(t), -1),
      voucher: null,
      plans: PLANS.map((plan) => ({ ...plan, amount: plan.price, amount_per_day: plan.per_day })),
    });
  });

  it('applies the member’s current voucher: 20% off, in whole rupees, per day rounded up', async () => {
    const { member, voucher } = await payingMember(t, 'Voucher Holder', OPEN, { voucher: true });
    const offer = (await offerOf(member)).json();
    expect(offer.voucher).toEqual({
      code: voucher?.code,
      // The end of the expiry day (10 days on) in India.
      expires_at: new Date(Date.parse(`${plusDays(todayOf(t), 11)}T00:00:00+05:30`))
        .toISOString()
        .replace('.000Z', 'Z'),
      // Its last day as the challenge's calendar says it (a page shows this, never a UTC date).
      last_day: plusDays(todayOf(t), 10),
      discount_percent: 20,
    });
    expect(offer.plans.map((plan: { amount: number }) => plan.amount)).toEqual([
      79_900, 143_900, 319_900,
    ]);
    expect(offer.plans.map((plan: { amount_per_day: number }) => plan.amount_per_day)).toEqual([
      2_664, 2_399, 2_133,
    ]);
  });

  it('skips a voucher that is used or expired', async () => {
    const { member } = await payingMember(t, 'Spent Voucher', OPEN);
    const used = await giveVoucher(t.db, member, OPEN);
    await t.db.query('UPDATE vouchers SET used_at = now() WHERE id = $1', [used.id]);
    expect((await offerOf(member)).json().voucher).toBeNull();
    const { member: late } = await payingMember(t, 'Late Voucher', NOT_YET);
    await giveVoucher(t.db, late, NOT_YET);
    await t.db.query('UPDATE challenges SET voucher_expiry_date = $2::date WHERE id = $1', [
      NOT_YET,
      plusDays(todayOf(t), -1),
    ]);
    expect((await offerOf(late)).json().voucher).toBeNull();
    await t.db.query('UPDATE challenges SET voucher_expiry_date = $2::date WHERE id = $1', [
      NOT_YET,
      plusDays(todayOf(t), 10),
    ]);
  });

  it.each([
    ['the referral phase runs', REFERRING, 'referral_running'],
    ['the payment start is ahead', NOT_YET, 'payment_not_started'],
  ])('hides the offer while %s', async (_case, challenge, reason) => {
    const { member } = await payingMember(t, 'Hidden Offer', challenge);
    const offer = (await offerOf(member)).json();
    expect(offer).toMatchObject({ shown: false, hidden_because: reason });
    // The plans and their prices still show, for the page to say what is coming.
    expect(offer.plans).toHaveLength(3);
  });

  it('hides the offer from a paid member and from one who follows no challenge', async () => {
    const { member: paid } = await payingMember(t, 'Already Paid', OPEN);
    await t.db.query('UPDATE leads SET ispaymentdone = true WHERE id = $1', [paid.account.id]);
    expect((await offerOf(paid)).json()).toMatchObject({ shown: false, hidden_because: 'paid' });
    const loose = await signIn(t, 'No Challenge');
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      loose.account.id,
    ]);
    expect((await offerOf(loose)).json()).toMatchObject({
      shown: false,
      hidden_because: 'not_enrolled',
      old_user: false,
      payment_start_date: null,
    });
  });

  it('marks a member of an older challenge an old user when a newer one of their country is open', async () => {
    const { member: older } = await payingMember(t, 'Old Timer', OLDER);
    const { member: newer } = await payingMember(t, 'New Comer', NEWER);
    expect((await offerOf(older)).json()).toMatchObject({ shown: true, old_user: true });
    expect((await offerOf(newer)).json()).toMatchObject({ shown: false, old_user: false });
  });

  it('answers the offer to a signed-in member only', async () => {
    expect((await offerOf(null)).statusCode).toBe(401);
    expect((await offerOf('ops')).statusCode).toBe(403);
  });

  describe('ops prices', () => {
    afterEach(async () => {
      expect((await restorePlan()).statusCode).toBe(200);
    });

    it('changes a plan, records who, what and why, and the offer follows', async () => {
      const finance = await signInOps(t, ['finance'], 'Price Setter');
      const res = await putPlan(1, CHANGE, finance);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 1, price: 89_900, per_day: 2_997, active: true });
      const [event] = await t.db.query<{
        actor: string;
        before: object;
        after: object;
        reason: string;
      }>(
        'SELECT actor, before, after, reason FROM plan_events WHERE plan_id = 1 ORDER BY id DESC LIMIT 1',
      );
      expect(event).toEqual({
        actor: `ops:${finance.person.id}`,
        before: expect.objectContaining({ price: 99_900, voucher_discount_percent: 20 }),
        after: expect.objectContaining({ price: 89_900, voucher_discount_percent: 25 }),
        reason: 'Diwali price',
      });
      const { member } = await payingMember(t, 'Diwali Buyer', OPEN, { voucher: true });
      // ₹899 at 25% off: ₹674.25, so ₹674.
      expect((await offerOf(member)).json().plans[0]).toMatchObject({
        price: 89_900,
        amount: 67_400,
      });
    });

    it('records nothing for the same change again', async () => {
      await putPlan(1, CHANGE);
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plan_events'))[0]?.n;
      const before = await count();
      expect((await putPlan(1, CHANGE)).statusCode).toBe(200);
      expect(await count()).toBe(before);
    });

    it('takes a plan off the offer, and the ops list still shows it', async () => {
      expect((await putPlan(1, { ...CHANGE, active: false })).statusCode).toBe(200);
      const listed = (await t.app.inject('/api/subscription/plans')).json().result;
      expect(listed.map((plan: { id: number }) => plan.id)).toEqual([2, 5]);
      const ops = await t.app.inject({
        url: '/api/subscription/ops/plans',
        headers: headersOf('ops'),
      });
      expect(
        ops.json().result.map((plan: { id: number; active: boolean }) => [plan.id, plan.active]),
      ).toEqual([
        [1, false],
        [2, true],
        [5, true],
      ]);
    });

    it.each([
      ['a price under ₹1', 1, { ...CHANGE, price: 99 }, 'price'],
      ['a price in rupees as text', 1, { ...CHANGE, price: '899' }, 'price'],
      [
        'a discount over 90%',
        1,
        { ...CHANGE, voucher_discount_percent: 95 },
        'voucher_discount_percent',
      ],
      ['no reason', 1, { ...CHANGE, reason: undefined }, 'reason'],
      ['a field it does not know', 1, { ...CHANGE, currency: 'USD' }, 'currency'],
      ['a plan id the spec does not have', 3, CHANGE, 'id'],
      ['a plan id in words', 'one', CHANGE, 'id'],
    ])(
      'refuses %s with 400 naming the field, and changes nothing',
      async (_case, id, payload, field) => {
        const res = await putPlan(id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_input', field });
        expect((await t.app.inject('/api/subscription/plans')).json().result[0].price).toBe(99_900);
      },
    );

    it('lets ops alone change prices', async () => {
      const member = await signIn(t, 'Price Hacker');
      expect((await putPlan(1, { ...CHANGE, price: 100 }, member)).statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/subscription/ops/plans/1',
            payload: CHANGE,
          })
        ).statusCode,
      ).toBe(401);
    });
  });
});
