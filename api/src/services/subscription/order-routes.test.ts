import { hmacHex } from '../../payments/signatures';
import type { SandboxGateway } from '../../payments/sandbox-gateway';
import {
  capturedEvent,
  createPaymentChallenge,
  orderPlan,
  orderState,
  payingMember,
  queueSettled,
  sendWebhook,
} from '../../testing/payment-fixtures';
import { bearer, signIn, type TestSession } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27, the paid membership (decision 0044): a member's order at the server's price, read
 * back, the checkout's result checked against the order we stored, reconcile, and an order that
 * never leaves paid.
 */

const OPEN = 9521;
const NOT_YET = 9522;
const REFERRING = 9523;
const MINUTE = 60_000;

describe.each(STORE_KINDS)("a member's order on %s", (kind) => {
  const t = testAppFor(kind);
  const sandbox = () => t.gateway as SandboxGateway;
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
  const ordersOf = (member: TestSession) =>
    count('SELECT count(*)::int AS n FROM payment_orders WHERE lead_id = $1', [member.account.id]);
  const readOrder = (id: string, who: TestSession | 'ops') =>
    t.app.inject({
      url: `/api/subscription/orders/${id}`,
      headers: bearer(who === 'ops' ? TEST_OPS_TOKEN : who.accessToken),
    });
  const verify = (id: string, who: TestSession, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/subscription/orders/${id}/verify`,
      headers: bearer(who.accessToken),
      payload,
    });
  const reconcile = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscription/ops/orders/reconcile',
      headers: bearer(TEST_OPS_TOKEN),
    });
  /** What Razorpay's checkout hands the page once the member paid at it. */
  const checkoutResult = (gatewayOrderId: string, paymentId: string) => ({
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacHex(sandbox().keySecret, `${gatewayOrderId}|${paymentId}`),
  });

  beforeAll(async () => {
    await createPaymentChallenge(t, OPEN, 'R1', { payment: -1 });
    await createPaymentChallenge(t, NOT_YET, 'R2', { payment: 3 });
    await createPaymentChallenge(t, REFERRING, 'R3', { payment: -3, referral: [-1, 1] });
  });

  beforeEach(() => t.clock.standAt(t.clock.now()));
  afterEach(() => t.clock.standAt(null));

  it('orders a plan at its price after the voucher, with the sandbox checkout to pay it at', async () => {
    const { member, voucher } = await payingMember(t, 'First Buyer', OPEN, { voucher: true });
    const res = await orderPlan(t, member, { plan_id: 2 });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toEqual({
      id: expect.stringMatching(/^ord_[0-9A-Za-z]{20}$/),
      plan_id: 2,
      amount: 143_900,
      currency: 'INR',
      status: 'created',
      voucher_code: voucher?.code,
      gateway: 'sandbox',
      gateway_order_id: expect.stringMatching(/^order_sandbox_/),
      key_id: 'rzp_test_sandbox',
      checkout_url: `/api/subscription/sandbox/checkout/${order.id}`,
      created_at: t.clock.now().toISOString(),
      paid_at: null,
    });
    // The gateway holds the same amount, with our id as its receipt.
    expect(await sandbox().fetchOrder(order.gateway_order_id)).toMatchObject({
      amount: 143_900,
      receipt: order.id,
    });
    expect((await readOrder(order.id, member)).json()).toEqual(order);
    expect((await readOrder(order.id, 'ops')).json()).toEqual(order);
  });

  it('hands back the same order when asked again for the plan, and a new one for another plan', async () => {
    const { member } = await payingMember(t, 'Double Tapper', OPEN);
    const answers = await Promise.all([1, 2, 3].map(() => orderPlan(t, member, { plan_id: 1 })));
    const ids = new Set(answers.map((res) => res.json().id));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    expect((await orderPlan(t, member, { plan_id: 1 })).json().id).toBe([...ids][0]);
    const other = (await orderPlan(t, member, { plan_id: 5 })).json();
    expect(other).toMatchObject({ plan_id: 5, amount: 399_900, voucher_code: null });
    expect(await ordersOf(member)).toBe(2);
  });

  it('makes a new order when the open one no longer charges what the member would pay', async () => {
    const { member } = await payingMember(t, 'Voucher Later', OPEN);
    const first = (await orderPlan(t, member, { plan_id: 1 })).json();
    await t.db.query(
      "INSERT INTO vouchers (lead_id, challenge_id, code) VALUES ($1, $2, 'YOGA-LATE-0001')",
      [member.account.id, OPEN],
    );
    const second = (await orderPlan(t, member, { plan_id: 1 })).json();
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ amount: 79_900, voucher_code: 'YOGA-LATE-0001' });
    expect((await readOrder(first.id, member)).json().status).toBe('failed');
  });

  it.each([
    ['an amount', { plan_id: 1, amount: 100 }, 'amount'],
    ['a currency', { plan_id: 1, currency: 'USD' }, 'currency'],
    ['a voucher code', { plan_id: 1, voucher_code: 'YOGA-FREE' }, 'voucher_code'],
    ['a plan the spec does not have', { plan_id: 3 }, 'plan_id'],
    ['a plan id as text', { plan_id: '1' }, 'plan_id'],
    ['no plan', {}, 'plan_id'],
  ])('refuses a body with %s (400 naming it) and orders nothing', async (_case, payload, field) => {
    const { member } = await payingMember(t, 'Amount Tamperer', OPEN);
    const res = await orderPlan(t, member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field });
    expect(await ordersOf(member)).toBe(0);
  });

  it.each([
    ['before the payment start', NOT_YET, /not offered on your challenge yet/],
    ['while the referral phase runs', REFERRING, /referral days/],
  ])(
    'refuses an order %s with 409 payment_not_open, and orders nothing',
    async (_case, challenge, message) => {
      const { member } = await payingMember(t, 'Too Early Buyer', challenge);
      const res = await orderPlan(t, member, { plan_id: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'payment_not_open', message });
      expect(await ordersOf(member)).toBe(0);
    },
  );

  it('refuses a paid member (409 already_paid), one with no challenge, and a plan ops took off', async () => {
    const { member: paid } = await payingMember(t, 'Paid Already', OPEN);
    await t.db.query('UPDATE leads SET is_paid = true WHERE id = $1', [paid.account.id]);
    expect((await orderPlan(t, paid, { plan_id: 1 })).json().code).toBe('already_paid');
    const loose = await signIn(t, 'No Challenge Buyer');
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      loose.account.id,
    ]);
    expect((await orderPlan(t, loose, { plan_id: 1 })).json().code).toBe('not_enrolled');
    const { member } = await payingMember(t, 'Late Chooser', OPEN);
    await t.db.query('UPDATE plans SET active = false WHERE id = 5');
    try {
      const res = await orderPlan(t, member, { plan_id: 5 });
      expect([res.statusCode, res.json().code]).toEqual([409, 'plan_unavailable']);
    } finally {
      await t.db.query('UPDATE plans SET active = true WHERE id = 5');
    }
    for (const who of [paid, loose, member]) expect(await ordersOf(who)).toBe(0);
  });

  it("answers another member's order 403, a missing one 404, and no order to ops' POST", async () => {
    const { member: owner } = await payingMember(t, 'Order Owner', OPEN);
    const { member: other } = await payingMember(t, 'Order Snoop', OPEN);
    const order = (await orderPlan(t, owner, { plan_id: 1 })).json();
    expect((await readOrder(order.id, other)).statusCode).toBe(403);
    const forged = checkoutResult(order.gateway_order_id, 'pay_whatever');
    expect((await verify(order.id, other, forged)).statusCode).toBe(403);
    expect((await readOrder('ord_00000000000000000000', owner)).statusCode).toBe(404);
    expect((await readOrder('not-an-order', owner)).json()).toMatchObject({ field: 'id' });
    const byOps = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/orders',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { plan_id: 1 },
    });
    expect(byOps.statusCode).toBe(403);
  });

  it('fulfils an order from a valid checkout result once the gateway has the payment captured', async () => {
    const { member, voucher } = await payingMember(t, 'Checkout Payer', OPEN, { voucher: true });
    const order = (await orderPlan(t, member, { plan_id: 1 })).json();
    const payment = sandbox().pay(order.gateway_order_id, 'upi');
    const res = await verify(order.id, member, checkoutResult(order.gateway_order_id, payment.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paid_at: t.clock.now().toISOString() });
    expect(await orderState(t.db, order.id)).toEqual({
      status: 'paid',
      payment_id: payment.id,
      is_paid: true,
      ispaymentdone: true,
      voucher_used: true,
    });
    expect(voucher).not.toBeNull();
    // Verifying again changes nothing.
    const again = await verify(
      order.id,
      member,
      checkoutResult(order.gateway_order_id, payment.id),
    );
    expect(again.json()).toEqual(res.json());
  });

  it.each([
    [
      'a signature made with another secret',
      'razorpay_signature',
      (gw: string, pay: string) => ({
        razorpay_order_id: gw,
        razorpay_payment_id: pay,
        razorpay_signature: hmacHex('not-the-key-secret', `${gw}|${pay}`),
      }),
    ],
    [
      'the signature of another payment',
      'razorpay_signature',
      (gw: string, pay: string) => ({
        ...checkoutResult(gw, 'pay_other'),
        razorpay_payment_id: pay,
      }),
    ],
    [
      'another order id with its own valid signature',
      'razorpay_order_id',
      (_gw: string, pay: string) => checkoutResult('order_sandbox_cheaper', pay),
    ],
  ])(
    'refuses %s with 400 payment_signature_invalid, and changes nothing',
    async (_case, field, forge) => {
      const { member } = await payingMember(t, 'Forger', OPEN, { voucher: true });
      const order = (await orderPlan(t, member, { plan_id: 1 })).json();
      const payment = sandbox().pay(order.gateway_order_id, 'card');
      const res = await verify(order.id, member, forge(order.gateway_order_id, payment.id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'payment_signature_invalid', field });
      expect(await orderState(t.db, order.id)).toMatchObject({
        status: 'created',
        is_paid: false,
        voucher_used: false,
      });
    },
  );

  it('leaves a signed but uncaptured checkout to its webhook', async () => {
    const { member } = await payingMember(t, 'Unconfirmed Payer', OPEN);
    const order = (await orderPlan(t, member, { plan_id: 1 })).json();
    // Signed, but the gateway has no such captured payment.
    const res = await verify(
      order.id,
      member,
      checkoutResult(order.gateway_order_id, 'pay_unknown'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('created');
  });

  it('never moves an order back from paid: not by a write, a later order, or reconcile', async () => {
    const { member } = await payingMember(t, 'Stays Paid', OPEN);
    const order = (await orderPlan(t, member, { plan_id: 1 })).json();
    const payment = sandbox().pay(order.gateway_order_id, 'upi');
    await verify(order.id, member, checkoutResult(order.gateway_order_id, payment.id));
    await expect(
      t.db.query("UPDATE payment_orders SET status = 'failed' WHERE id = $1", [order.id]),
    ).rejects.toThrow(/stays paid/);
    await expect(
      t.db.query("UPDATE payment_orders SET payment_id = 'pay_other' WHERE id = $1", [order.id]),
    ).rejects.toThrow(/stays paid/);
    t.clock.advance(120 * MINUTE);
    expect((await reconcile()).statusCode).toBe(200);
    // A second capture event for the order (another payment) fulfils nothing more.
    await sendWebhook(t, capturedEvent(order.gateway_order_id, 'pay_second', 79_900), {
      secret: sandbox().webhookSecret,
    });
    await queueSettled(t.db);
    expect(await orderState(t.db, order.id)).toMatchObject({
      status: 'paid',
      payment_id: payment.id,
    });
  });

  it('reconciles: a paid order whose webhook was lost is fulfilled, an abandoned one fails, a young one waits', async () => {
    const { member: lost } = await payingMember(t, 'Lost Webhook', OPEN, { voucher: true });
    const { member: gone } = await payingMember(t, 'Walked Away', OPEN);
    const { member: young } = await payingMember(t, 'Still Paying', OPEN);
    const paidOrder = (await orderPlan(t, lost, { plan_id: 5 })).json();
    const abandoned = (await orderPlan(t, gone, { plan_id: 1 })).json();
    // Paid at the gateway, but no webhook reached us.
    const payment = sandbox().pay(paidOrder.gateway_order_id, 'card');
    t.clock.advance(61 * MINUTE);
    const youngOrder = (await orderPlan(t, young, { plan_id: 2 })).json();
    const res = await reconcile();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paid: 1, failed: 1, errors: 0 });
    expect(await orderState(t.db, paidOrder.id)).toEqual({
      status: 'paid',
      payment_id: payment.id,
      is_paid: true,
      ispaymentdone: true,
      voucher_used: true,
    });
    expect((await orderState(t.db, abandoned.id))?.status).toBe('failed');
    expect((await orderState(t.db, youngOrder.id))?.status).toBe('created');
    // The lost webhook arriving after all changes nothing.
    await sendWebhook(t, capturedEvent(paidOrder.gateway_order_id, payment.id, 319_900), {
      secret: sandbox().webhookSecret,
    });
    await queueSettled(t.db);
    expect(await orderState(t.db, paidOrder.id)).toMatchObject({
      status: 'paid',
      payment_id: payment.id,
    });
    // A member whose abandoned order failed orders again.
    expect((await orderPlan(t, gone, { plan_id: 1 })).json().status).toBe('created');
  });

  it('lists orders for ops by status, newest first', async () => {
    const { member } = await payingMember(t, 'Listed Buyer', OPEN);
    const order = (await orderPlan(t, member, { plan_id: 2 })).json();
    const res = await t.app.inject({
      url: '/api/subscription/ops/orders?status=created&limit=500',
      headers: bearer(TEST_OPS_TOKEN),
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json().result;
    expect(listed.every((row: { status: string }) => row.status === 'created')).toBe(true);
    expect(listed.find((row: { id: string }) => row.id === order.id)).toEqual({
      ...order,
      member_id: member.account.id,
      payment_id: null,
    });
    const bad = await t.app.inject({
      url: '/api/subscription/ops/orders?status=refunded',
      headers: bearer(TEST_OPS_TOKEN),
    });
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'status' });
  });
});
