import type { PlanId } from '@yoga/shared/domain';
import type { Offer } from '@yoga/shared/models';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { sessionEnded } from '../security/caller';
import { memberOffer } from './offer';
import {
  closeOpenOrder,
  findOpenOrder,
  insertOrder,
  memberPaidForUpdate,
  newOrderId,
  type OrderRecord,
} from './order-repository';
import { PaymentGatewayError } from './payment-gateway';
import type { Payments } from './payments';

/** Why a member may not order now, as the offer's hidden reason says. */
const alreadyPaid = () => new HttpError(409, 'already_paid', 'You are already a paid member.');

function offerClosed(reason: Offer['hidden_because']): HttpError {
  if (reason === 'paid') return alreadyPaid();
  if (reason === 'not_enrolled') {
    return new HttpError(
      409,
      'not_enrolled',
      'Join a challenge first: the membership is offered on it.',
    );
  }
  return new HttpError(
    409,
    'payment_not_open',
    reason === 'referral_running'
      ? 'The membership is offered once the referral days of your challenge are over.'
      : 'The membership is not offered on your challenge yet.',
  );
}

/**
 * A member's order for a plan (decision 0044), at the price the server sets: the plan's, after
 * the member's current voucher. Asking again while an order for the plan waits to be paid
 * answers that order, as long as it still charges what the member would be charged now; one
 * that no longer does (a price or voucher changed since) is closed and a new one made.
 */
export async function placeOrder(
  db: Database,
  payments: Pick<Payments, 'gateway'>,
  { leadId, planId, now }: { leadId: number; planId: PlanId; now: Date },
): Promise<OrderRecord> {
  const member = await memberOffer(db, leadId, now);
  if (!member) throw sessionEnded();
  const { offer, voucher } = member;
  if (!offer.shown) throw offerClosed(offer.hidden_because);
  const plan = offer.plans.find((offered) => offered.id === planId);
  if (!plan) {
    throw new HttpError(409, 'plan_unavailable', 'This plan is not offered right now.');
  }
  // A plan without a voucher discount leaves the voucher for another plan or another time.
  const used = voucher && plan.voucher_discount_percent > 0 ? voucher : null;
  const gateway = payments.gateway;
  const open = await findOpenOrder(db, leadId, planId);
  if (open) {
    const same =
      open.amount === plan.amount &&
      open.voucher_code === (used?.code ?? null) &&
      open.gateway === gateway.name;
    if (same) return open;
    await closeOpenOrder(db, open.id);
  }
  const id = newOrderId();
  const remote = await gateway.createOrder({
    amount: plan.amount,
    currency: 'INR',
    receipt: id,
    notes: { order_id: id, member_id: String(leadId), plan_id: String(planId) },
  });
  if (remote.amount !== plan.amount || typeof remote.id !== 'string') {
    throw new PaymentGatewayError('refused', 'an order of another amount');
  }
  // The member may have been paid while the gateway made the order (a payment of another order
  // fulfilled meanwhile): then this order is never stored, and never offered to pay.
  const stored = await db.transaction(async (tx) => {
    if (await memberPaidForUpdate(tx, leadId)) throw alreadyPaid();
    return insertOrder(tx, {
      id,
      leadId,
      planId,
      amount: plan.amount,
      voucherId: used?.id ?? null,
      gateway: gateway.name,
      gatewayOrderId: remote.id,
      now,
    });
  });
  if (!stored) throw new Error('an order neither stored nor open');
  return stored;
}
