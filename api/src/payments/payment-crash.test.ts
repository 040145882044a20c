import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { calendarDateIn } from '@yoga/shared/domain';
import type { Database } from '../db/database';
import { utcInstant } from '../db/sql-instant';
import { createTokenService } from '../security/tokens';
import {
  killApiProcesses,
  openProcessStore,
  send,
  startApiProcess,
  type ApiProcess,
  type ProcessStore,
} from '../testing/api-process';
import { fakeRazorpay } from '../testing/fake-razorpay';
import { capturedEvent, orderPaidEvent, plusDays } from '../testing/payment-fixtures';
import { STORE_KINDS } from '../testing/test-database';
import { hmacHex } from './signatures';

const CHALLENGE = 9591;
const PAYERS = 100;
/** The API is killed once this many deliveries were answered 200, with others still in flight. */
const KILL_AFTER = 80;
const CONCURRENCY = 12;
/** An order's later reports (order.paid, a retry) come this many orders after its capture. */
const LAG = 6;
/** Bounds on waiting for a process to settle the queue and to start, on two busy cores. */
const SETTLE_MS = 60_000;
const START_MS = 60_000;
const WEBHOOK = '/api/subscription/payments/webhook';

interface Payer {
  token: string;
  voucher: boolean;
}

interface PlacedOrder {
  id: string;
  gateway_order_id: string;
  amount: number;
  voucher_code: string | null;
}

/** One delivery of a gateway event, its bytes signed once, as the gateway's retries resend them. */
interface Delivery {
  order: PlacedOrder;
  eventId: string;
  body: string;
  signature: string;
}

/** An order, its member and its voucher, as they stand. */
interface OrderRow {
  id: string;
  status: string;
  payment_id: string | null;
  paid_at: string | null;
  is_paid: boolean;
  ispaymentdone: boolean;
  voucher_id: number | null;
  voucher_used_by: string | null;
  voucher_used_at: string | null;
  fulfilments: number;
}

/** The gateway's payment of an order: one per order, so a second fulfilment would show. */
const paymentOf = (order: PlacedOrder) => `pay_${order.id.slice(4)}`;

/**
 * The test's challenge, in its payment phase by the clock the API processes share with this test
 * (decision 0023), and its members, each with an access token signed with the API's secret.
 */
async function preparePayers(db: Database, jwtSecret: string): Promise<Payer[]> {
  const today = calendarDateIn('Asia/Kolkata', new Date());
  await db.query(
    `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date,
       payment_start_date, voucher_expiry_date)
     VALUES ($1, 'Payments across a crash', 'IN', 'Asia/Kolkata', $2, $3, $4, $5)`,
    [CHALLENGE, plusDays(today, -12), plusDays(today, 3), plusDays(today, -1), plusDays(today, 10)],
  );
  // Two more than pay in the stream: each restarted process is sent one of theirs last (below).
  const leads = await db.query<{ id: number; phone_number: string }>(
    `INSERT INTO leads (phone_number, name, slug, active_challenge_id, verified_at, enrolled_at)
     SELECT '+919602' || lpad(n::text, 6, '0'), 'Crash Payer', 'crash-payer-' || n, $1, now(), now()
     FROM generate_series(1, $2::int) AS n RETURNING id, phone_number`,
    [CHALLENGE, PAYERS + 2],
  );
  leads.sort((a, b) => a.id - b.id);
  // Half of them pay with a voucher, which fulfilment marks used by their order.
  const withVoucher = leads.filter((_, index) => index % 2 === 0 && index < PAYERS);
  await db.query(
    `INSERT INTO vouchers (lead_id, challenge_id, code)
     SELECT id, $2, 'YOGA-CRASH-' || id FROM unnest($1::int[]) AS id`,
    [withVoucher.map((lead) => lead.id), CHALLENGE],
  );
  const tokens = createTokenService(jwtSecret);
  return leads.map((lead) => ({
    token: tokens.signAccess(lead.id, lead.phone_number),
    voucher: withVoucher.includes(lead),
  }));
}

/** The orders as stored: status and payment, the member's flags, the voucher's use, fulfilments. */
async function readOrders(db: Database, orders: PlacedOrder[]): Promise<Map<string, OrderRow>> {
  const rows = await db.query<OrderRow>(
    `SELECT o.id, o.status, o.payment_id, ${utcInstant('o.paid_at', 'micros')} AS paid_at,
       l.is_paid, l.ispaymentdone, o.voucher_id, v.used_order_id AS voucher_used_by,
       ${utcInstant('v.used_at', 'micros')} AS voucher_used_at,
       (SELECT count(*)::int FROM payment_events e WHERE e.gateway_order_id = o.gateway_order_id
          AND e.outcome = 'fulfilled') AS fulfilments
     FROM payment_orders o JOIN leads l ON l.id = o.lead_id
     LEFT JOIN vouchers v ON v.id = o.voucher_id
     WHERE o.id = ANY($1::text[])`,
    [orders.map((order) => order.id)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Orders not wholly paid nor wholly unpaid: paid without its member paid or its voucher used, or
 * the other way round, or fulfilled other than once (zero times when unpaid).
 */
function halfDone(orders: PlacedOrder[], rows: Map<string, OrderRow>) {
  return orders.flatMap((order): (OrderRow | { id: string; missing: true })[] => {
    const row = rows.get(order.id);
    if (!row) return [{ id: order.id, missing: true }];
    const paid = row.status === 'paid';
    const whole =
      (paid || row.status === 'created') &&
      row.payment_id === (paid ? paymentOf(order) : null) &&
      row.is_paid === paid &&
      row.ispaymentdone === paid &&
      row.fulfilments === (paid ? 1 : 0) &&
      (row.voucher_id === null ||
        (row.voucher_used_by === (paid ? order.id : null) &&
          (row.voucher_used_at !== null) === paid));
    return whole ? [] : [row];
  });
}

/** The ids of the events stored (each once, by the table's key), and how many wait to be settled. */
async function eventIds(db: Database): Promise<{ stored: Set<string>; unsettled: number }> {
  const rows = await db.query<{ event_id: string; settled: boolean }>(
    'SELECT event_id, processed_at IS NOT NULL AS settled FROM payment_events',
  );
  return {
    stored: new Set(rows.map((row) => row.event_id)),
    unsettled: rows.filter((row) => !row.settled).length,
  };
}

function deliver(order: PlacedOrder, eventId: string, event: object, secret: string): Delivery {
  const body = JSON.stringify(event);
  return { order, eventId, body, signature: hmacHex(secret, body) };
}

const postWebhook = (agent: Agent, api: ApiProcess, delivery: Delivery) =>
  send(agent, `${api.base}${WEBHOOK}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
    },
    body: delivery.body,
  });

/**
 * Issue 27, decision 0044: a webhook answered 200 is a payment the site keeps. The API process is
 * killed with SIGKILL (no shutdown) in the middle of a stream of signed capture events, with
 * events taken in and not yet fulfilled, and others on their way; the next process on the same
 * database settles what was left. Every order whose event was answered 200 ends paid, its member
 * paid and its voucher used, by exactly one fulfilment; an event in flight may or may not have
 * counted, but no order is ever half paid; and the gateway sending everything again fulfils each
 * remaining order once and changes nothing already paid.
 */
describe.each(STORE_KINDS)('payments across a kill -9 of the API on %s', (kind) => {
  let store: ProcessStore | null = null;
  let gateway: Awaited<ReturnType<typeof fakeRazorpay>> | null = null;

  afterEach(async () => {
    await killApiProcesses();
    await gateway?.close();
    gateway = null;
    await store?.remove();
    store = null;
  });

  // Three API processes (killed, restarted, restarted again) on two busy cores.
  it('loses no acknowledged payment and fulfils none twice', async () => {
    const current = await openProcessStore(kind);
    store = current;
    gateway = await fakeRazorpay();
    const jwtSecret = randomBytes(32).toString('hex');
    const webhookSecret = randomBytes(32).toString('hex');
    const opsToken = randomBytes(32).toString('hex');
    const setup = await current.open();
    const payers = await preparePayers(setup, jwtSecret);
    await setup.close();
    const env = {
      ...current.env,
      JWT_SECRET: jwtSecret,
      OPS_TOKEN: opsToken,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_crash',
      RAZORPAY_KEY_SECRET: randomBytes(32).toString('hex'),
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: gateway.url,
      // Every request comes from this one address: the per-address write limit is not under test.
      WRITES_PER_IP_PER_MINUTE: '1000000',
    };
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

    const running = await startApiProcess(env, START_MS);
    // Each member orders as the browser does, at the price the server sets (their voucher off).
    const orders = await Promise.all(
      payers.map(async (payer, index) => {
        const answer = await send(agent, `${running.base}/api/subscription/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${payer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ plan_id: [1, 2, 5][index % 3] }),
        });
        if (answer.status !== 200) throw new Error(`ordering answered ${answer.status}`);
        const order = JSON.parse(answer.body) as PlacedOrder;
        expect(order.voucher_code !== null).toBe(payer.voucher);
        return order;
      }),
    );
    const paying = orders.slice(0, PAYERS);
    const sentinels = orders.slice(PAYERS);

    // Every order's payment.captured; every third's order.paid too, every fourth's capture
    // retried (the same event id), arriving while other orders' captures do.
    const deliveries = paying
      .flatMap((order, index) => {
        const captured = deliver(
          order,
          `evt_captured_${order.id}`,
          capturedEvent(order.gateway_order_id, paymentOf(order), order.amount),
          webhookSecret,
        );
        const later = [
          ...(index % 3 === 0
            ? [
                deliver(
                  order,
                  `evt_paid_${order.id}`,
                  orderPaidEvent(order.gateway_order_id, paymentOf(order), order.amount),
                  webhookSecret,
                ),
              ]
            : []),
          ...(index % 4 === 0 ? [captured] : []),
        ];
        return [
          { at: index, delivery: captured },
          ...later.map((delivery, k) => ({ at: index + LAG * (k + 1), delivery })),
        ];
      })
      .sort((a, b) => a.at - b.at)
      .map(({ delivery }) => delivery);

    const acknowledged: Delivery[] = [];
    let unanswered = 0;
    let killed: Promise<void> | null = null;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!killed && next < deliveries.length) {
          const delivery = deliveries[next++]!;
          try {
            const answer = await postWebhook(agent, running, delivery);
            if (answer.status === 200) acknowledged.push(delivery);
            else throw new Error(`the webhook answered ${answer.status}: ${answer.body}`);
          } catch (error) {
            if (!killed) throw error;
            unanswered++;
          }
          // Killed from here, while the other workers' deliveries are on their way or stored.
          if (!killed && acknowledged.length >= KILL_AFTER) killed = running.kill();
        }
      }),
    );
    expect(killed).not.toBeNull();
    await killed;
    expect(unanswered).toBeGreaterThan(0);

    // The store as the crash left it: what was answered 200 is there, and nothing is half done.
    const crashed = await current.open();
    const atCrash = await eventIds(crashed);
    const paidAtCrash = await readOrders(crashed, paying);
    await crashed.close();
    expect(
      acknowledged.map((d) => d.eventId).filter((eventId) => !atCrash.stored.has(eventId)),
    ).toEqual([]);
    expect(halfDone(paying, paidAtCrash)).toEqual([]);

    /** The orders the process reads as paid, from ops' list of orders. */
    const paidOrders = async (api: ApiProcess) => {
      const read = await send(
        agent,
        `${api.base}/api/subscription/ops/orders?status=paid&limit=500`,
        {
          headers: { authorization: `Bearer ${opsToken}` },
        },
      );
      if (read.status !== 200) throw new Error(`ops' orders answered ${read.status}`);
      return new Set(
        (JSON.parse(read.body) as { result: { id: string }[] }).result.map((o) => o.id),
      );
    };
    const untilPaid = async (api: ApiProcess, due: PlacedOrder[]) => {
      const until = Date.now() + SETTLE_MS;
      let unpaid = due;
      while (unpaid.length > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const paid = await paidOrders(api);
        unpaid = due.filter((order) => !paid.has(order.id));
      }
      expect(unpaid.map((order) => order.id)).toEqual([]);
    };
    /**
     * Waits until the process has paid the orders `due` and settled every event stored before,
     * then stops it. A PGlite folder cannot be opened beside the process using it, so the queue
     * is watched through the API: once `due` read paid, `sentinel`'s order is paid by an event
     * sent last, and the queue, which settles events one at a time in the order they were
     * stored, reaches it after every earlier one. The store's check afterwards that no event is
     * left unsettled holds it to that.
     */
    const settleAndStop = async (api: ApiProcess, due: PlacedOrder[], sentinel: PlacedOrder) => {
      await untilPaid(api, due);
      const last = deliver(
        sentinel,
        `evt_sentinel_${sentinel.id}`,
        capturedEvent(sentinel.gateway_order_id, paymentOf(sentinel), sentinel.amount),
        webhookSecret,
      );
      expect((await postWebhook(agent, api, last)).status).toBe(200);
      await untilPaid(api, [sentinel]);
      await api.stop();
    };

    // The restarted process is sent nothing until the orders whose events were taken in read
    // paid: it settles what the killed one left on its own, as it starts.
    const takenIn = paying.filter((order) =>
      deliveries.some((d) => d.order === order && atCrash.stored.has(d.eventId)),
    );
    await settleAndStop(await startApiProcess(env, START_MS), takenIn, sentinels[0]!);
    const restarted = await current.open();
    const afterRestart = await eventIds(restarted);
    const settled = await readOrders(restarted, paying);
    await restarted.close();
    expect(afterRestart.unsettled).toBe(0);
    expect(halfDone(paying, settled)).toEqual([]);
    const acknowledgedOrders = new Set(acknowledged.map((delivery) => delivery.order));
    expect(
      [...acknowledgedOrders]
        .filter((order) => settled.get(order.id)?.status !== 'paid')
        .map((order) => order.id),
    ).toEqual([]);
    // An order paid before the crash is as it was: the restart fulfilled nothing again.
    const paidBefore = paying.filter((order) => paidAtCrash.get(order.id)?.status === 'paid');
    expect(paidBefore.map((order) => settled.get(order.id))).toEqual(
      paidBefore.map((order) => paidAtCrash.get(order.id)),
    );

    // The gateway sends everything again, as it retries events it had no 200 for: an event
    // already stored is a duplicate, each order not yet paid is paid once, and a paid one stays.
    const again = await startApiProcess(env, START_MS);
    const resent = await Promise.all(
      deliveries.map(async (delivery) => {
        const answer = await postWebhook(agent, again, delivery);
        expect(answer.status).toBe(200);
        return {
          delivery,
          duplicate: (JSON.parse(answer.body) as { duplicate: boolean }).duplicate,
        };
      }),
    );
    await settleAndStop(again, paying, sentinels[1]!);
    agent.destroy();
    const taken = new Map<string, number>();
    for (const { delivery, duplicate } of resent) {
      if (!duplicate) taken.set(delivery.eventId, (taken.get(delivery.eventId) ?? 0) + 1);
    }
    expect([...afterRestart.stored].filter((eventId) => taken.has(eventId))).toEqual([]);
    expect(
      [...new Set(deliveries.map((delivery) => delivery.eventId))].filter(
        (eventId) => !afterRestart.stored.has(eventId) && taken.get(eventId) !== 1,
      ),
    ).toEqual([]);

    const final = await current.open();
    const finalEvents = await eventIds(final);
    const resettled = await readOrders(final, paying);
    await final.close();
    expect(finalEvents.unsettled).toBe(0);
    expect(halfDone(paying, resettled)).toEqual([]);
    expect(
      paying.filter((order) => resettled.get(order.id)?.status !== 'paid').map((o) => o.id),
    ).toEqual([]);
    const paidAfterRestart = paying.filter((order) => settled.get(order.id)?.status === 'paid');
    expect(paidAfterRestart.map((order) => resettled.get(order.id))).toEqual(
      paidAfterRestart.map((order) => settled.get(order.id)),
    );
    // Every event sent is stored: each order's capture, and its order.paid where one was sent.
    expect(
      deliveries.map((d) => d.eventId).filter((eventId) => !finalEvents.stored.has(eventId)),
    ).toEqual([]);
  }, 180_000);
});
