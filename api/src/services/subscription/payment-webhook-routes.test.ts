import { randomUUID } from 'node:crypto';
import { hmacHex } from '../../payments/signatures';
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
import { openTestApp, testAppFor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27, the payment gateway's webhook (decision 0044): the signature over the raw bytes
 * before anything else, one event per event id, capture events for one order fulfilling it once
 * whatever their number and order, a wrong amount never fulfilling, and nothing lost to a crash.
 */

const CHALLENGE = 9531;

describe.each(STORE_KINDS)("the gateway's webhook on %s", (kind) => {
  const t = testAppFor(kind);
  const secret = () => t.gateway.webhookSecret;
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
  const eventsOf = (gatewayOrderId: string) =>
    count('SELECT count(*)::int AS n FROM payment_events WHERE gateway_order_id = $1', [
      gatewayOrderId,
    ]);
  /** A member's open order for the 1-month plan, with a voucher (₹799). */
  const openOrder = async (name: string) => {
    const { member, voucher } = await payingMember(t, name, CHALLENGE, { voucher: true });
    const order = (await orderPlan(t, member, { plan_id: 1 })).json();
    return { member, voucher, order };
  };

  beforeAll(async () => {
    await createPaymentChallenge(t, CHALLENGE, 'S1', { payment: -1 });
  });

  it('takes in a signed payment.captured at once and fulfils the order in the background', async () => {
    const { order } = await openOrder('Webhook Payer');
    const res = await sendWebhook(t, capturedEvent(order.gateway_order_id, 'pay_A1', 79_900), {
      secret: secret(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    await queueSettled(t.db);
    expect(await orderState(t.db, order.id)).toEqual({
      status: 'paid',
      payment_id: 'pay_A1',
      is_paid: true,
      ispaymentdone: true,
      voucher_used: true,
    });
    // What was kept of the event: no payer e-mail or phone.
    const [kept] = await t.db.query<Record<string, unknown>>(
      `SELECT type, payment_id, amount::int AS amount, currency, outcome
       FROM payment_events WHERE gateway_order_id = $1`,
      [order.gateway_order_id],
    );
    expect(kept).toEqual({
      type: 'payment.captured',
      payment_id: 'pay_A1',
      amount: 79_900,
      currency: 'INR',
      outcome: 'fulfilled',
    });
  });

  it.each([
    ['signed with another secret', { signature: hmacHex('a-forger-secret', '{}') }],
    ['with no signature', { signature: '' }],
    ['with the signature in upper case', { upper: true }],
  ])('refuses an event %s with 400, and stores and changes nothing', async (_case, forge) => {
    const { order } = await openOrder('Forged Webhook');
    const event = capturedEvent(order.gateway_order_id, 'pay_FORGED', 79_900);
    const body = JSON.stringify(event);
    const signature =
      'upper' in forge ? hmacHex(secret(), body).toUpperCase() : (forge.signature ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': `evt_${randomUUID()}`,
        ...(signature ? { 'x-razorpay-signature': signature } : {}),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'payment_signature_invalid',
      field: 'x-razorpay-signature',
    });
    expect(await eventsOf(order.gateway_order_id)).toBe(0);
    expect(await orderState(t.db, order.id)).toMatchObject({ status: 'created', is_paid: false });
  });

  it('refuses a signed body changed on the way (the amount), checking the bytes as sent', async () => {
    const { order } = await openOrder('Tampered Webhook');
    const body = JSON.stringify(capturedEvent(order.gateway_order_id, 'pay_T1', 100));
    const signature = hmacHex(secret(), body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      // The same JSON with other spacing: the same data, not the same bytes.
      payload: JSON.stringify(JSON.parse(body), null, 2),
    });
    expect(res.statusCode).toBe(400);
    expect(await eventsOf(order.gateway_order_id)).toBe(0);
  });

  it('takes a duplicate of an event in once and answers it 200, fulfilling once', async () => {
    const { order } = await openOrder('Retried Webhook');
    const event = capturedEvent(order.gateway_order_id, 'pay_D1', 79_900);
    const eventId = `evt_${randomUUID()}`;
    const first = await sendWebhook(t, event, { secret: secret(), eventId });
    const again = await sendWebhook(t, event, { secret: secret(), eventId });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    await queueSettled(t.db);
    expect(await eventsOf(order.gateway_order_id)).toBe(1);
    expect((await orderState(t.db, order.id))?.status).toBe('paid');
  });

  it('fulfils once under 50 concurrent duplicate webhooks: one paid order, one voucher use, the member paid', async () => {
    const { member, voucher, order } = await openOrder('Fifty Webhooks');
    const event = capturedEvent(order.gateway_order_id, 'pay_50', 79_900);
    const eventId = `evt_${randomUUID()}`;
    // Fifty retries of one event, and as many distinct capture events of the same payment.
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => sendWebhook(t, event, { secret: secret(), eventId })),
      ...Array.from({ length: 25 }, (_, i) =>
        sendWebhook(t, i % 2 ? orderPaidEvent(order.gateway_order_id, 'pay_50', 79_900) : event, {
          secret: secret(),
        }),
      ),
    ]);
    expect(answers.filter((res) => res.statusCode !== 200)).toEqual([]);
    expect(answers.slice(0, 50).filter((res) => !res.json().duplicate)).toHaveLength(1);
    await queueSettled(t.db);
    expect(await eventsOf(order.gateway_order_id)).toBe(26);
    const outcomes = await t.db.query<{ outcome: string; n: number }>(
      `SELECT outcome, count(*)::int AS n FROM payment_events WHERE gateway_order_id = $1
       GROUP BY outcome ORDER BY outcome`,
      [order.gateway_order_id],
    );
    expect(outcomes).toEqual([
      { outcome: 'already_paid', n: 25 },
      { outcome: 'fulfilled', n: 1 },
    ]);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM payment_orders WHERE lead_id = $1 AND status = 'paid'",
        [member.account.id],
      ),
    ).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM vouchers WHERE used_order_id = $1', [order.id]),
    ).toBe(1);
    expect(await orderState(t.db, order.id)).toMatchObject({
      status: 'paid',
      is_paid: true,
      voucher_used: true,
    });
    expect(voucher).not.toBeNull();
  });

  it('fulfils on order.paid arriving before payment.captured, and the late capture changes nothing', async () => {
    const { order } = await openOrder('Out Of Order');
    await sendWebhook(t, orderPaidEvent(order.gateway_order_id, 'pay_O1', 79_900), {
      secret: secret(),
    });
    await queueSettled(t.db);
    const paid = await orderState(t.db, order.id);
    expect(paid).toMatchObject({ status: 'paid', payment_id: 'pay_O1' });
    await sendWebhook(t, capturedEvent(order.gateway_order_id, 'pay_O1', 79_900), {
      secret: secret(),
    });
    await queueSettled(t.db);
    expect(await orderState(t.db, order.id)).toEqual(paid);
  });

  it.each([
    ['an amount not the order’s', 100, 'INR'],
    ['another currency', 79_900, 'USD'],
  ])('records but does not fulfil a capture of %s', async (_case, amount, currency) => {
    const { order } = await openOrder('Wrong Amount');
    const event = capturedEvent(order.gateway_order_id, 'pay_W1', amount);
    event.payload.payment.entity.currency = currency;
    expect((await sendWebhook(t, event, { secret: secret() })).statusCode).toBe(200);
    await queueSettled(t.db);
    expect(await orderState(t.db, order.id)).toMatchObject({
      status: 'created',
      is_paid: false,
      voucher_used: false,
    });
    const [kept] = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE gateway_order_id = $1',
      [order.gateway_order_id],
    );
    expect(kept?.outcome).toBe('amount_mismatch');
  });

  it('records and ignores other events, and events for orders it does not have', async () => {
    const { order } = await openOrder('Failed Once');
    const failed = capturedEvent(order.gateway_order_id, 'pay_F1', 79_900);
    failed.event = 'payment.failed';
    failed.payload.payment.entity.status = 'failed';
    await sendWebhook(t, failed, { secret: secret() });
    await sendWebhook(t, capturedEvent('order_someone_elses', 'pay_X', 100), { secret: secret() });
    await queueSettled(t.db);
    expect((await orderState(t.db, order.id))?.status).toBe('created');
    const outcomes = await t.db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_events WHERE gateway_order_id IN ($1, 'order_someone_elses')
       ORDER BY id`,
      [order.gateway_order_id],
    );
    expect(outcomes.map((row) => row.outcome)).toEqual(['ignored', 'unknown_order']);
  });

  it('tells apart events without an event id by their bytes', async () => {
    const { order } = await openOrder('No Event Id');
    const body = JSON.stringify(capturedEvent(order.gateway_order_id, 'pay_N1', 79_900));
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscription/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret(), body),
        },
        payload: body,
      });
    expect((await send()).json().duplicate).toBe(false);
    expect((await send()).json().duplicate).toBe(true);
    await queueSettled(t.db);
  });

  it('keeps JSON bodies of every other route parsed as before', async () => {
    const { member } = await payingMember(t, 'Other Routes', CHALLENGE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/orders',
      headers: { ...bearer(member.accessToken), 'content-type': 'application/json' },
      payload: '{"plan_id": 2}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan_id).toBe(2);
  });
});

describe.each(STORE_KINDS)('a webhook event left unsettled by a crash on %s', (kind) => {
  it('is settled by the next process to start on the database', async () => {
    const database = await openTestDatabase(kind, 'seeded');
    let second: TestApp | null = null;
    const first = await openTestApp(kind, { database: { db: database.db, close: async () => {} } });
    try {
      await createPaymentChallenge(first, 9532, 'S2', { payment: -1 });
      const { member } = await payingMember(first, 'Crash Survivor', 9532, { voucher: true });
      const order = (await orderPlan(first, member, { plan_id: 5 })).json();
      // The intake wrote the event and answered the gateway; the process died before settling it.
      await first.db.query(
        `INSERT INTO payment_events (event_id, type, gateway_order_id, payment_id, amount, currency)
         VALUES ('evt_crash', 'payment.captured', $1, 'pay_CRASH', 319900, 'INR')`,
        [order.gateway_order_id],
      );
      await first.close();
      expect((await orderState(database.db, order.id))?.status).toBe('created');
      second = await openTestApp(kind, { database: { db: database.db, close: async () => {} } });
      await queueSettled(database.db);
      expect(await orderState(database.db, order.id)).toEqual({
        status: 'paid',
        payment_id: 'pay_CRASH',
        is_paid: true,
        ispaymentdone: true,
        voucher_used: true,
      });
    } finally {
      await second?.close();
      await database.close();
    }
  });
});
