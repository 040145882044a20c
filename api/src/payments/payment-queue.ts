import type { Database, Queryable } from '../db/database';
import { fulfilOrder, type Fulfilment } from './fulfilment';

/** The events that say money was taken for an order; any other is recorded and ignored. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

interface QueuedEvent {
  id: string;
  type: string;
  gateway_order_id: string | null;
  payment_id: string | null;
  amount: string | null;
  currency: string | null;
}

/** What became of an event: fulfilment's outcome, or ignored (not a capture, or unreadable). */
type Settled = Fulfilment | { outcome: 'ignored'; member?: undefined };

async function settle(tx: Queryable, event: QueuedEvent, now: Date): Promise<Settled> {
  const { gateway_order_id: orderId, payment_id: paymentId, amount, currency } = event;
  if (!CAPTURE_EVENTS.has(event.type) || !orderId || !paymentId || amount === null || !currency) {
    return { outcome: 'ignored' };
  }
  return fulfilOrder(
    tx,
    { gatewayOrderId: orderId, paymentId, amount: Number(amount), currency },
    now,
  );
}

export interface PaymentQueue {
  /** Settle what is waiting, now (or right after the run under way). */
  kick(): void;
  /** Resolves once nothing was left waiting at the last look (tests, the bench). */
  idle(): Promise<void>;
  /** Ends the run under way after its current event; nothing is lost, the rows stay queued. */
  stop(): Promise<void>;
}

/**
 * The worker behind the webhook (decision 0044). Events wait in `payment_events` until settled,
 * one transaction each: the event is locked (SKIP LOCKED, so several processes share the queue
 * without settling one event twice), fulfilment runs, and the event is marked processed with its
 * outcome, all or nothing. A process that dies mid-way leaves its event unprocessed for the next
 * look: at start, on each new event, and on the reconcile job's tick.
 */
export function createPaymentQueue({
  db,
  clock,
  log,
  onFulfilled,
}: {
  db: Database;
  clock: () => Date;
  log: { warn(object: unknown, message: string): void };
  onFulfilled: (member: NonNullable<Fulfilment['member']>) => void;
}): PaymentQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Settles one waiting event; false when none was waiting. */
  const next = async (): Promise<boolean> => {
    const result = await db.transaction(async (tx) => {
      const [event] = await tx.query<QueuedEvent>(
        `SELECT id, type, gateway_order_id, payment_id, amount, currency FROM payment_events
         WHERE processed_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!event) return null;
      const now = clock();
      const settled = await settle(tx, event, now);
      await tx.query(
        `UPDATE payment_events SET processed_at = $2::timestamptz, outcome = $3 WHERE id = $1`,
        [event.id, now.toISOString(), settled.outcome],
      );
      if (settled.outcome === 'amount_mismatch') {
        log.warn(
          { eventId: event.id, gatewayOrderId: event.gateway_order_id },
          'a payment whose amount or currency is not its order’s was not fulfilled',
        );
      }
      if (settled.outcome === 'refund_due') {
        log.warn(
          { eventId: event.id, gatewayOrderId: event.gateway_order_id },
          'a payment of a member already paid by another order is due a refund',
        );
      }
      return settled;
    });
    if (result?.member) onFulfilled(result.member);
    return result !== null;
  };

  const drain = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await next()));
      } catch (error) {
        // The event stays queued; the next look (a new event, the job's tick) tries again.
        log.warn({ err: error }, 'settling a payment event failed; it stays queued');
        return;
      }
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
