import type { SandboxGateway } from '../../payments/sandbox-gateway';
import {
  capturedEvent,
  createPaymentChallenge,
  orderPaidEvent,
  orderPlan,
  orderState,
  payingMember,
  queueSettled,
  sendWebhook,
  verifyPayment,
} from '../../testing/payment-fixtures';
import { bearer } from '../../testing/sign-in';
import { openTestApp, TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27 (decision 0044): a member who held orders for two plans and paid both at the gateway
 * is a member once. The first payment captured fulfils its order; any later one is recorded on
 * its order as refund_due: no second fulfilment, no second use of the voucher, listed for ops to
 * refund, and read by the member as such; whoever reports it, and however the captures arrive.
 */

const CHALLENGE = 9571;
const AT_ONCE = 9572;
const MINUTE = 60_000;

interface PlacedOrder {
  id: string;
  gateway_order_id: string;
  amount: number;
}

/** The orders ops are shown as due a refund. */
async function refundsDue(t: TestApp): Promise<{ id: string; member_id: number }[]> {
  const res = await t.app.inject({
    url: '/api/subscription/ops/orders?status=refund_due&limit=500',
    headers: bearer(TEST_OPS_TOKEN),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe.each(STORE_KINDS)('a member who pays orders for two plans on %s', (kind) => {
  const t = testAppFor(kind);
  const sandbox = () => t.gateway as SandboxGateway;
  const secret = () => t.gateway.webhookSecret;
  const reconcile = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscription/ops/orders/reconcile',
      headers: bearer(TEST_OPS_TOKEN),
    });
  /** The gateway's two reports of a captured payment, settled by the webhook's worker. */
  const captureByWebhook = async (order: PlacedOrder, paymentId: string) => {
    await sendWebhook(t, capturedEvent(order.gateway_order_id, paymentId, order.amount), {
      secret: secret(),
    });
    await sendWebhook(t, orderPaidEvent(order.gateway_order_id, paymentId, order.amount), {
      secret: secret(),
    });
    await queueSettled(t.db);
  };

  beforeAll(async () => {
    await createPaymentChallenge(t, CHALLENGE, 'S6', { payment: -1 });
  });

  it('fulfils the first capture and records the second for a refund, fulfilling nothing again', async () => {
    const { member, voucher } = await payingMember(t, 'Paid Twice', CHALLENGE, { voucher: true });
    const first = (await orderPlan(t, member, { plan_id: 1 })).json();
    const second = (await orderPlan(t, member, { plan_id: 2 })).json();
    // One open order per plan: both wait to be paid, both priced with the one voucher.
    expect([first.status, second.status]).toEqual(['created', 'created']);
    expect([first.voucher_code, second.voucher_code]).toEqual([voucher?.code, voucher?.code]);

    await captureByWebhook(first, 'pay_TWICE_1');
    await captureByWebhook(second, 'pay_TWICE_2');

    expect(await orderState(t.db, first.id)).toEqual({
      status: 'paid',
      payment_id: 'pay_TWICE_1',
      is_paid: true,
      ispaymentdone: true,
      voucher_used: true,
    });
    expect(await orderState(t.db, second.id)).toEqual({
      status: 'refund_due',
      payment_id: 'pay_TWICE_2',
      is_paid: true,
      ispaymentdone: true,
      voucher_used: false,
    });
    const used = await t.db.query<{ used_order_id: string }>(
      'SELECT used_order_id FROM vouchers WHERE lead_id = $1 AND used_at IS NOT NULL',
      [member.account.id],
    );
    expect(used).toEqual([{ used_order_id: first.id }]);
    const outcomes = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE gateway_order_id IN ($1, $2) ORDER BY id',
      [first.gateway_order_id, second.gateway_order_id],
    );
    expect(outcomes.map(({ outcome }) => outcome)).toEqual([
      'fulfilled',
      'already_paid',
      'refund_due',
      'already_paid',
    ]);

    // The member reads the second order as one to refund, not as a second welcome.
    const read = await t.app.inject({
      url: `/api/subscription/orders/${second.id}`,
      headers: bearer(member.accessToken),
    });
    expect(read.json()).toMatchObject({
      status: 'refund_due',
      amount: second.amount,
      paid_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Ops find it among the refunds due, with the member and the payment to refund.
    const listed = (await refundsDue(t)).filter((row) => row.member_id === member.account.id);
    expect(listed).toEqual([
      { ...read.json(), member_id: member.account.id, payment_id: 'pay_TWICE_2' },
    ]);
    // Its payment is kept as a paid order's is.
    for (const status of ['failed', 'paid', 'created']) {
      await expect(
        t.db.query('UPDATE payment_orders SET status = $2 WHERE id = $1', [second.id, status]),
      ).rejects.toThrow(/stays paid/);
    }
    // And the member, paid, is offered no third order.
    expect((await orderPlan(t, member, { plan_id: 5 })).json().code).toBe('already_paid');
  });

  it("records the second payment for a refund whoever reports it: the checkout's verify or reconcile", async () => {
    const { member } = await payingMember(t, 'Checkout Twice', CHALLENGE, { voucher: true });
    const orders: PlacedOrder[] = [];
    for (const plan of [1, 2, 5])
      orders.push((await orderPlan(t, member, { plan_id: plan })).json());
    const [one, two, five] = orders as [PlacedOrder, PlacedOrder, PlacedOrder];
    const paid = orders.map((order) => sandbox().pay(order.gateway_order_id, 'upi'));
    const [payOne, payTwo, payFive] = paid.map((payment) => payment.id) as [string, string, string];

    expect((await verifyPayment(t, member, one, payOne)).json().status).toBe('paid');
    const again = await verifyPayment(t, member, two, payTwo);
    expect([again.statusCode, again.json().status]).toEqual([200, 'refund_due']);
    // The third's webhook never came: reconcile finds its payment captured at the gateway.
    t.clock.advance(20 * MINUTE);
    try {
      expect((await reconcile()).json()).toMatchObject({ refund_due: 1, errors: 0 });
    } finally {
      t.clock.advance(-20 * MINUTE);
    }
    expect(await orderState(t.db, one.id)).toMatchObject({ status: 'paid', voucher_used: true });
    expect(await orderState(t.db, two.id)).toMatchObject({
      status: 'refund_due',
      payment_id: payTwo,
      voucher_used: false,
    });
    expect(await orderState(t.db, five.id)).toMatchObject({
      status: 'refund_due',
      payment_id: payFive,
      voucher_used: false,
    });
    // Their webhooks arriving after all change nothing.
    await captureByWebhook(two, payTwo);
    await captureByWebhook(five, payFive);
    expect((await orderState(t.db, five.id))?.status).toBe('refund_due');
    const listed = (await refundsDue(t)).filter((row) => row.member_id === member.account.id);
    expect(listed.map((row) => row.id).sort()).toEqual([two.id, five.id].sort());
  });

  it('records for a refund the payment of an order closed meanwhile, once another paid', async () => {
    const { member } = await payingMember(t, 'Came Back Later', CHALLENGE);
    const abandoned = (await orderPlan(t, member, { plan_id: 1 })).json();
    // An hour on with nothing paid, reconcile closes it; the member orders the plan again.
    t.clock.advance(61 * MINUTE);
    try {
      await reconcile();
      expect((await orderState(t.db, abandoned.id))?.status).toBe('failed');
      const renewed = (await orderPlan(t, member, { plan_id: 1 })).json();
      expect(renewed.id).not.toBe(abandoned.id);
      await captureByWebhook(renewed, 'pay_LATER_1');
      // The bank confirms the first attempt after all: the money is recorded, to go back.
      await captureByWebhook(abandoned, 'pay_LATER_0');
      expect(await orderState(t.db, renewed.id)).toMatchObject({ status: 'paid' });
      expect(await orderState(t.db, abandoned.id)).toMatchObject({
        status: 'refund_due',
        payment_id: 'pay_LATER_0',
        is_paid: true,
      });
    } finally {
      t.clock.advance(-61 * MINUTE);
    }
  });
});

describe.each(STORE_KINDS)('two orders of a member captured at once on %s', (kind) => {
  it('makes each member paid once with one voucher use, in two processes, the other order to refund', async () => {
    const database = await openTestDatabase(kind, 'seeded');
    const apps: TestApp[] = [];
    try {
      // Two API processes on one database: the checkouts come back to one, the webhooks reach
      // the other, and both settle payments of the same members at the same time.
      const checkouts = await openTestApp(kind, {
        database: { db: database.db, close: async () => {} },
      });
      apps.push(checkouts);
      const webhooks = await openTestApp(kind, {
        database: { db: database.secondPool(), close: async () => {} },
      });
      apps.push(webhooks);
      await createPaymentChallenge(checkouts, AT_ONCE, 'S7', { payment: -1 });
      const buyers = await Promise.all(
        Array.from({ length: 6 }, async (_, n) => {
          const { member } = await payingMember(checkouts, `Both At Once ${'abcdef'[n]}`, AT_ONCE, {
            voucher: true,
          });
          const orders: PlacedOrder[] = [];
          for (const plan of [1, 2]) {
            orders.push((await orderPlan(checkouts, member, { plan_id: plan })).json());
          }
          return { member, orders };
        }),
      );
      const gateway = checkouts.gateway as SandboxGateway;
      const answers = await Promise.all(
        buyers.flatMap(({ member, orders }) =>
          orders.flatMap((order) => {
            const payment = gateway.pay(order.gateway_order_id, 'upi');
            return [
              verifyPayment(checkouts, member, order, payment.id),
              sendWebhook(
                webhooks,
                capturedEvent(order.gateway_order_id, payment.id, order.amount),
                {
                  secret: webhooks.gateway.webhookSecret,
                },
              ),
              sendWebhook(
                webhooks,
                orderPaidEvent(order.gateway_order_id, payment.id, order.amount),
                { secret: webhooks.gateway.webhookSecret },
              ),
            ];
          }),
        ),
      );
      expect(answers.filter((res) => res.statusCode !== 200)).toEqual([]);
      await queueSettled(database.db);

      const refunds = new Set((await refundsDue(webhooks)).map((row) => row.id));
      for (const { orders } of buyers) {
        const states = await Promise.all(orders.map((order) => orderState(database.db, order.id)));
        expect(states.map((state) => state?.status).sort()).toEqual(['paid', 'refund_due']);
        // The voucher went to the order that was fulfilled, and only to it.
        expect(states.map((state) => state?.voucher_used)).toEqual(
          states.map((state) => state?.status === 'paid'),
        );
        expect(states.every((state) => state?.is_paid && state.ispaymentdone)).toBe(true);
        const due = orders.filter((_, i) => states[i]?.status === 'refund_due');
        expect(due.every((order) => refunds.has(order.id))).toBe(true);
      }
      const [vouchers] = await database.db.query<{ used: number }>(
        'SELECT count(*)::int AS used FROM vouchers WHERE challenge_id = $1 AND used_at IS NOT NULL',
        [AT_ONCE],
      );
      expect(vouchers?.used).toBe(buyers.length);
      // No webhook event fulfilled the order a refund is due on.
      const [fulfilledDue] = await database.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_events e
         JOIN payment_orders o ON o.gateway_order_id = e.gateway_order_id
         WHERE o.status = 'refund_due' AND e.outcome = 'fulfilled' AND o.lead_id = ANY($1::int[])`,
        [buyers.map(({ member }) => member.account.id)],
      );
      expect(fulfilledDue?.n).toBe(0);
    } finally {
      for (const app of apps.reverse()) await app.close();
      await database.close();
    }
  }, 120_000);
});
