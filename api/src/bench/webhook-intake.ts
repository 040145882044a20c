import { randomUUID } from 'node:crypto';
import type { Request as LoadRequest } from 'autocannon';
import type { Database } from '../db/database';
import { newOrderId } from '../payments/order-repository';
import { hmacHex } from '../payments/signatures';
import { timedBatch, type TimedBatch } from './attendance-spike';

/** Bench members' numbers: +91 9600 xxxxxx, apart from the demo crowd and the spike's. */
const PHONE_PREFIX = '+919600';
/** The bench's gateway order ids, so a run finds and clears its own. */
const ORDER_PREFIX = 'order_bench_';
const AMOUNT = 99_900;

/** One webhook delivery, signed before anything is timed. */
interface Delivery {
  body: string;
  signature: string;
  eventId: string;
}

export interface WebhookCheck {
  orders: number;
  paid: number;
  /** Orders fulfilled more than once: must be 0. */
  doubles: number;
  /** Events taken in and not settled when the check gave up waiting. */
  unsettled: number;
}

/**
 * `count` members, each with an open order for the 1-month plan at the Razorpay gateway (the API
 * runs with PAYMENT_PROVIDER=razorpay and the bench's webhook secret), and the deliveries the
 * gateway would send once each is paid: `payment.captured`, a retry of it (the same event id),
 * and `order.paid`, interleaved across orders. An earlier run's orders and events are cleared.
 */
export async function prepareWebhooks(
  db: Database,
  count: number,
  webhookSecret: string,
): Promise<Delivery[]> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM payment_events WHERE gateway_order_id LIKE $1', [
      `${ORDER_PREFIX}%`,
    ]);
    await tx.query('DELETE FROM payment_orders WHERE gateway_order_id LIKE $1', [
      `${ORDER_PREFIX}%`,
    ]);
    await tx.query(
      `INSERT INTO leads (phone_number, name, slug, verified_at)
       SELECT $1 || lpad(n::text, 6, '0'), 'Paying Member', 'paying-member-' || n, now()
       FROM generate_series(1, $2::int) AS n
       ON CONFLICT (phone_number) DO NOTHING`,
      [PHONE_PREFIX, count],
    );
    await tx.query(
      'UPDATE leads SET is_paid = false, ispaymentdone = false WHERE phone_number LIKE $1',
      [`${PHONE_PREFIX}%`],
    );
  });
  const leads = await db.query<{ id: number }>(
    'SELECT id FROM leads WHERE phone_number LIKE $1 ORDER BY id LIMIT $2',
    [`${PHONE_PREFIX}%`, count],
  );
  await db.query(
    `INSERT INTO payment_orders (id, lead_id, plan_id, amount, currency, gateway, gateway_order_id)
     SELECT o.id, o.lead_id, 1, $3, 'INR', 'razorpay', $4 || o.lead_id
     FROM unnest($1::text[], $2::int[]) AS o(id, lead_id)`,
    [leads.map(newOrderId), leads.map((lead) => lead.id), AMOUNT, ORDER_PREFIX],
  );
  const deliver = (event: object, eventId = `evt_${randomUUID()}`): Delivery => {
    const body = JSON.stringify(event);
    return { body, signature: hmacHex(webhookSecret, body), eventId };
  };
  const perOrder = leads.map(({ id }) => {
    const payment = {
      id: `pay_bench_${id}`,
      entity: 'payment',
      amount: AMOUNT,
      currency: 'INR',
      status: 'captured',
      order_id: `${ORDER_PREFIX}${id}`,
      method: 'upi',
    };
    const captured = deliver({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
    });
    const paid = deliver({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: payment },
        order: {
          entity: { id: payment.order_id, amount: AMOUNT, amount_paid: AMOUNT, status: 'paid' },
        },
      },
    });
    return [captured, captured, paid];
  });
  // Round by round, so an order's retry and its order.paid arrive while others' captures do.
  return [0, 1, 2].flatMap((round) =>
    perOrder.flatMap((deliveries) => deliveries.slice(round, round + 1)),
  );
}

/** Every delivery once, as fast as `connections` clients can post them. */
export function sendWebhooks(
  base: string,
  deliveries: Delivery[],
  connections: number,
): Promise<TimedBatch> {
  let next = 0;
  return timedBatch({
    url: base,
    connections,
    amount: deliveries.length,
    requests: [
      {
        method: 'POST',
        path: '/api/subscription/payments/webhook',
        setupRequest: (request: LoadRequest): LoadRequest => {
          const delivery = deliveries[next++ % deliveries.length];
          if (!delivery) throw new Error('no webhook deliveries were prepared');
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': delivery.signature,
              'x-razorpay-event-id': delivery.eventId,
            },
            body: delivery.body,
          };
        },
      },
    ],
  });
}

/** Waits (up to a minute) for the queue to settle the bench's events, then counts fulfilments. */
export async function checkWebhooks(db: Database): Promise<WebhookCheck> {
  const unsettled = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_events
         WHERE processed_at IS NULL AND gateway_order_id LIKE $1`,
        [`${ORDER_PREFIX}%`],
      )
    )[0]?.n ?? 0;
  const until = Date.now() + 60_000;
  while ((await unsettled()) > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [row] = await db.query<{ orders: number; paid: number; doubles: number }>(
    `SELECT count(*)::int AS orders, count(*) FILTER (WHERE o.status = 'paid')::int AS paid,
       count(*) FILTER (WHERE f.n > 1)::int AS doubles
     FROM payment_orders o
     LEFT JOIN (SELECT gateway_order_id, count(*) AS n FROM payment_events
                WHERE outcome = 'fulfilled' GROUP BY gateway_order_id) f USING (gateway_order_id)
     WHERE o.gateway_order_id LIKE $1`,
    [`${ORDER_PREFIX}%`],
  );
  return {
    orders: row?.orders ?? 0,
    paid: row?.paid ?? 0,
    doubles: row?.doubles ?? 0,
    unsettled: await unsettled(),
  };
}
