import type { Queryable } from '../db/database';

/** A captured payment as the gateway reports it, by a webhook, the checkout or on being asked. */
export interface CapturedPayment {
  gatewayOrderId: string;
  paymentId: string;
  amount: number;
  currency: string;
}

export type FulfilmentOutcome =
  'fulfilled' | 'already_paid' | 'refund_due' | 'amount_mismatch' | 'unknown_order';

export interface Fulfilment {
  outcome: FulfilmentOutcome;
  /** The member and their challenge, when the order was fulfilled now (the boards listen). */
  member?: { leadId: number; challengeId: number | null };
}

/**
 * The one way an order becomes paid (decision 0044), whoever reports the payment: the webhook's
 * worker, the checkout's verify and the reconcile job all call this, inside a transaction. The
 * order row is locked first, so two reports of one payment (`payment.captured` and `order.paid`,
 * or a webhook racing the checkout) take turns, and the second finds it paid and changes nothing.
 * A payment whose amount or currency is not the order's is not ours to honour: it is reported,
 * and the order stays as it was for ops to look at. A payment of a member already paid by another
 * order (they held orders for two plans and paid both) is recorded on its order as `refund_due`
 * for finance to refund: it makes no second membership and uses no voucher again.
 */
export async function fulfilOrder(
  tx: Queryable,
  payment: CapturedPayment,
  now: Date,
): Promise<Fulfilment> {
  const [order] = await tx.query<{
    id: string;
    lead_id: number;
    amount: number;
    currency: string;
    status: string;
    voucher_id: number | null;
  }>(
    `SELECT id, lead_id, amount, currency, status, voucher_id FROM payment_orders
     WHERE gateway_order_id = $1 FOR UPDATE`,
    [payment.gatewayOrderId],
  );
  if (!order) return { outcome: 'unknown_order' };
  if (order.status === 'paid' || order.status === 'refund_due') return { outcome: 'already_paid' };
  if (order.amount !== payment.amount || order.currency !== payment.currency) {
    return { outcome: 'amount_mismatch' };
  }
  // The member's row is locked as the order's is: captures of two orders of one member take
  // turns here, and the second finds the member paid by the first.
  const [member] = await tx.query<{ paid: boolean; active_challenge_id: number | null }>(
    `SELECT (is_paid OR ispaymentdone) AS paid, active_challenge_id FROM leads
     WHERE id = $1 FOR NO KEY UPDATE`,
    [order.lead_id],
  );
  const refundDue = member?.paid ?? false;
  // Guarded as well as locked: an order never moves from paid (the table's trigger says so too).
  const [settled] = await tx.query<{ id: string }>(
    `UPDATE payment_orders SET status = $4, payment_id = $2, paid_at = $3::timestamptz
     WHERE id = $1 AND status NOT IN ('paid', 'refund_due') RETURNING id`,
    [order.id, payment.paymentId, now.toISOString(), refundDue ? 'refund_due' : 'paid'],
  );
  if (!settled) return { outcome: 'already_paid' };
  if (refundDue) return { outcome: 'refund_due' };
  await tx.query('UPDATE leads SET is_paid = true, ispaymentdone = true WHERE id = $1', [
    order.lead_id,
  ]);
  if (order.voucher_id !== null) {
    await tx.query(
      `UPDATE vouchers SET used_at = $2::timestamptz, used_order_id = $3
       WHERE id = $1 AND used_at IS NULL`,
      [order.voucher_id, now.toISOString(), order.id],
    );
  }
  return {
    outcome: 'fulfilled',
    member: { leadId: order.lead_id, challengeId: member?.active_challenge_id ?? null },
  };
}
