import type { Queryable } from '../db/database';
import type { CapturedPayment, Fulfilment } from './fulfilment';
import { closeOpenOrder, openOrdersBefore, type OrderRecord } from './order-repository';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway';

/** An order still unpaid this long after it was made is asked about: its webhook may be lost. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/**
 * An order with no payment taken or held this long after it was made is closed as failed: the
 * member left the checkout (a UPI request or a bank's page has long timed out by then).
 */
export const ORDER_LIFETIME_MS = 60 * 60_000;
/** Orders asked about per run; the next run takes the rest. */
const RECONCILE_BATCH = 100;

export interface ReconcileResult {
  checked: number;
  paid: number;
  failed: number;
  pending: number;
  refund_due: number;
  errors: number;
}

type Settlement = Exclude<keyof ReconcileResult, 'checked'>;

/**
 * What the gateway says of one order: captured (fulfil), money held (wait), nothing and old
 * enough (failed). An order the gateway does not know (the sandbox after a restart) or of another
 * gateway than this process's can never be paid here: failed once old enough.
 */
async function settleOrder(
  { db, gateway, fulfil }: ReconcileDependencies,
  order: OrderRecord,
  now: Date,
): Promise<Settlement> {
  const expired = Date.parse(order.created_at) < now.getTime() - ORDER_LIFETIME_MS;
  const fail = async (): Promise<Settlement> => {
    if (!expired) return 'pending';
    await closeOpenOrder(db, order.id);
    return 'failed';
  };
  if (order.gateway !== gateway.name) return fail();
  try {
    const remote = await gateway.fetchOrder(order.gateway_order_id);
    if (remote.status === 'created') return fail();
    const payments = await gateway.fetchOrderPayments(order.gateway_order_id);
    const captured = payments.find((payment) => payment.status === 'captured');
    if (captured) {
      const { outcome } = await fulfil({
        gatewayOrderId: order.gateway_order_id,
        paymentId: captured.id,
        amount: captured.amount,
        currency: captured.currency,
      });
      if (outcome === 'refund_due') return 'refund_due';
      // A captured payment of the wrong amount is left for ops, as the webhook leaves it.
      return outcome === 'fulfilled' || outcome === 'already_paid' ? 'paid' : 'errors';
    }
    if (payments.some((payment) => payment.status === 'authorized')) return 'pending';
    return fail();
  } catch (error) {
    // Only "no such order" settles anything; a refused key or a gateway down is an error to retry.
    if (error instanceof PaymentGatewayError && error.gatewayStatus === 400) return fail();
    return 'errors';
  }
}

export interface ReconcileDependencies {
  db: Queryable;
  gateway: PaymentGateway;
  fulfil: (payment: CapturedPayment) => Promise<Fulfilment>;
}

/**
 * Asks the gateway about the orders left unpaid past `RECONCILE_AFTER_MS` and settles them, one at
 * a time: a paid one through the same fulfilment as the webhook (so a late webhook finds it paid),
 * an abandoned one as failed. Safe to run anywhere at any time.
 */
export async function reconcileOrders(
  deps: ReconcileDependencies,
  now: Date,
): Promise<ReconcileResult> {
  const orders = await openOrdersBefore(
    deps.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    RECONCILE_BATCH,
  );
  const result: ReconcileResult = {
    checked: 0,
    paid: 0,
    failed: 0,
    pending: 0,
    refund_due: 0,
    errors: 0,
  };
  for (const order of orders) {
    result.checked += 1;
    result[await settleOrder(deps, order, now)] += 1;
  }
  return result;
}
