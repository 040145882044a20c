import type { Queryable } from '../db/database';

/** A captured payment as the gateway reports it, by a webhook, the checkout or on being asked. */
export interface CapturedPayment {
  gatewayOrderId: string;
  paymentId: string;
  amount: number;
  currency: string;
}

export type FulfilmentOutcome = 'fulfilled' | 'already_paid' | 'amount_mismatch' | 'unknown_order';

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
 * and the order stays as it was for ops to look at.
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
  if (order.status === 'paid') return { outcome: 'already_paid' };
  if (order.amount !== payment.amount || order.currency !== payment.currency) {
    return { outcome: 'amount_mismatch' };
  }
  // Guarded as well as locked: an order never moves from paid (the table's trigger says so too).
  const [paid] = await tx.query<{ id: string }>(
    `UPDATE payment_orders SET status = 'paid', payment_id = $2, paid_at = $3::timestamptz
     WHERE id = $1 AND status <> 'paid' RETURNING id`,
    [order.id, payment.paymentId, now.toISOString()],
  );
  if (!paid) return { outcome: 'already_paid' };
  const [member] = await tx.query<{ active_challenge_id: number | null }>(
    `UPDATE leads SET is_paid = true, ispaymentdone = true WHERE id = $1
     RETURNING active_challenge_id`,
    [order.lead_id],
  );
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
