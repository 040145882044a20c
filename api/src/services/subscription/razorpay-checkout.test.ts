import { hmacHex } from '../../payments/signatures';
import { fakeRazorpay } from '../../testing/fake-razorpay';
import {
  capturedEvent,
  createPaymentChallenge,
  orderPaidEvent,
  orderPlan,
  orderState,
  payingMember,
  queueSettled,
  sendWebhook,
} from '../../testing/payment-fixtures';
import { bearer } from '../../testing/sign-in';
import { openTestApp, TEST_OPS_TOKEN, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27 (decision 0044): the paid membership with the real Razorpay adapter, against a local
 * server playing the gateway: orders made there with our receipt, its webhooks valid and forged,
 * retried and out of order, the checkout's result, reconcile, and a gateway that is down.
 */

const CHALLENGE = 9551;
const KEY_SECRET = 'razorpay-key-secret-of-this-test';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-of-this-test';
const MINUTE = 60_000;

describe.each(STORE_KINDS)('the paid membership through Razorpay on %s', (kind) => {
  let gw: Awaited<ReturnType<typeof fakeRazorpay>>;
  let t: TestApp;

  beforeAll(async () => {
    gw = await fakeRazorpay();
    t = await openTestApp(kind, {
      config: {
        payment: {
          provider: 'razorpay',
          keyId: 'rzp_test_local',
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: gw.url,
        },
      },
    });
    await createPaymentChallenge(t, CHALLENGE, 'S4', { payment: -1 });
  });
  afterAll(async () => {
    await t?.close();
    await gw?.close();
  });
  beforeEach(() => gw.script(() => null));

  it('makes the order at the gateway with our receipt and answers the key to open its checkout', async () => {
    const { member } = await payingMember(t, 'Razorpay Buyer', CHALLENGE, { voucher: true });
    const res = await orderPlan(t, member, { plan_id: 5 });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      amount: 319_900,
      gateway: 'razorpay',
      gateway_order_id: expect.stringMatching(/^order_FAKE/),
      key_id: 'rzp_test_local',
      checkout_url: null,
    });
    expect(gw.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: {
        amount: 319_900,
        currency: 'INR',
        receipt: order.id,
        notes: { order_id: order.id, member_id: String(member.account.id), plan_id: '5' },
      },
    });
    expect(res.body).not.toContain(KEY_SECRET);
  });

  it('fulfils by a webhook signed with the webhook secret, once, whatever arrives first', async () => {
    const { member } = await payingMember(t, 'Webhook Member', CHALLENGE, { voucher: true });
    const order = (await orderPlan(t, member, { plan_id: 1 })).json();
    const payment = gw.capture(order.gateway_order_id, 'pay_RZP1');
    // A forger with the key secret instead of the webhook secret gets nowhere.
    const forged = await sendWebhook(t, capturedEvent(order.gateway_order_id, payment.id, 79_900), {
      secret: KEY_SECRET,
    });
    expect(forged.statusCode).toBe(400);
    await sendWebhook(t, orderPaidEvent(order.gateway_order_id, payment.id, 79_900), {
      secret: WEBHOOK_SECRET,
      eventId: 'evt_paid_1',
    });
    await sendWebhook(t, orderPaidEvent(order.gateway_order_id, payment.id, 79_900), {
      secret: WEBHOOK_SECRET,
      eventId: 'evt_paid_1',
    });
    await sendWebhook(t, capturedEvent(order.gateway_order_id, payment.id, 79_900), {
      secret: WEBHOOK_SECRET,
    });
    await queueSettled(t.db);
    expect(await orderState(t.db, order.id)).toEqual({
      status: 'paid',
      payment_id: 'pay_RZP1',
      is_paid: true,
      ispaymentdone: true,
      voucher_used: true,
    });
  });

  it("verifies the checkout's result with the key secret and confirms the capture at the gateway", async () => {
    const { member } = await payingMember(t, 'Checkout Member', CHALLENGE);
    const order = (await orderPlan(t, member, { plan_id: 2 })).json();
    gw.capture(order.gateway_order_id, 'pay_RZP2');
    const verify = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/subscription/orders/${order.id}/verify`,
        headers: bearer(member.accessToken),
        payload: {
          razorpay_order_id: order.gateway_order_id,
          razorpay_payment_id: 'pay_RZP2',
          razorpay_signature: signature,
        },
      });
    const forged = await verify(hmacHex(WEBHOOK_SECRET, `${order.gateway_order_id}|pay_RZP2`));
    expect(forged.json().code).toBe('payment_signature_invalid');
    expect((await orderState(t.db, order.id))?.status).toBe('created');
    const res = await verify(hmacHex(KEY_SECRET, `${order.gateway_order_id}|pay_RZP2`));
    expect([res.statusCode, res.json().status]).toEqual([200, 'paid']);
    expect(gw.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/orders/${order.gateway_order_id}/payments`,
    });
  });

  it('reconciles an order paid at the gateway whose webhook never came', async () => {
    const { member } = await payingMember(t, 'Silent Gateway', CHALLENGE);
    const order = (await orderPlan(t, member, { plan_id: 1 })).json();
    gw.capture(order.gateway_order_id, 'pay_RZP3');
    t.clock.advance(20 * MINUTE);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/ops/orders/reconcile',
        headers: bearer(TEST_OPS_TOKEN),
      });
      expect(res.json()).toMatchObject({ paid: 1, errors: 0 });
      expect(await orderState(t.db, order.id)).toMatchObject({
        status: 'paid',
        payment_id: 'pay_RZP3',
      });
    } finally {
      t.clock.advance(-20 * MINUTE);
    }
  });

  it('answers a gateway that is down with 503 and Retry-After, and stores no order', async () => {
    const { member } = await payingMember(t, 'Gateway Down', CHALLENGE);
    gw.script(() => ({ status: 503 }));
    const res = await orderPlan(t, member, { plan_id: 1 });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toMatchObject({ code: 'payment_gateway_unavailable' });
    gw.script(() => ({ status: 401, body: { error: { code: 'BAD_REQUEST_ERROR' } } }));
    const refused = await orderPlan(t, member, { plan_id: 1 });
    expect([refused.statusCode, refused.json().code]).toEqual([502, 'payment_gateway_failed']);
    const [stored] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_orders WHERE lead_id = $1',
      [member.account.id],
    );
    expect(stored?.n).toBe(0);
  });
});
