import { randomUUID } from 'node:crypto';
import { calendarDateIn } from '@yoga/shared/domain';
import type { Queryable } from '../db/database';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { hmacHex } from '../payments/signatures';
import { eventually } from './game-fixtures';
import { bearer, signInEnrolled, type TestSession } from './sign-in';
import type { TestApp } from './test-app';

/*
 * The paid membership in tests (decision 0044): challenges in and out of the payment phase,
 * vouchers, the gateway's signed webhook events, and waiting for the queue to settle them.
 */

/** A calendar day `days` after `day`. */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** India's day by the test app's clock. */
export const todayOf = (t: TestApp) => calendarDateIn('Asia/Kolkata', t.clock.now());

export interface PhaseDays {
  /** Days from today the payment phase starts (null: not set). */
  payment: number | null;
  /** Days from today the referral phase runs, inclusive (null: none). */
  referral?: [number, number] | null;
  /** Days from today the voucher expires (its last valid day). */
  voucherExpiry?: number;
}

/**
 * A challenge of the test's own in `country` (a country no other test uses, so the old-user rule
 * sees only the test's challenges), running 12 days ago to 3 days on.
 */
export async function createPaymentChallenge(
  t: TestApp,
  id: number,
  country: string,
  { payment, referral = null, voucherExpiry = 10 }: PhaseDays,
): Promise<void> {
  const today = todayOf(t);
  const day = (offset: number | null) => (offset === null ? null : plusDays(today, offset));
  await t.db.query(
    `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date,
       referral_start_date, referral_end_date, payment_start_date,
       voucher_generation_date, voucher_expiry_date)
     VALUES ($1, 'Payment challenge', $2, 'Asia/Kolkata', $3::date - 12, $3::date + 3,
       $4, $5, $6, $3::date - 1, $7)`,
    [
      id,
      country,
      today,
      day(referral?.[0] ?? null),
      day(referral?.[1] ?? null),
      day(payment),
      day(voucherExpiry),
    ],
  );
}

/** A voucher of the member's on the challenge (the voucher job's work, done by hand). */
export async function giveVoucher(db: Queryable, member: TestSession, challengeId: number) {
  const code = `YOGA-TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO vouchers (lead_id, challenge_id, code) VALUES ($1, $2, $3) RETURNING id',
    [member.account.id, challengeId, code],
  );
  return { id: row?.id ?? 0, code };
}

/** A signed-in member of the challenge, with or without a voucher of it. */
export async function payingMember(
  t: TestApp,
  name: string,
  challengeId: number,
  { voucher = false } = {},
) {
  const member = await signInEnrolled(t, name, challengeId);
  const given = voucher ? await giveVoucher(t.db, member, challengeId) : null;
  return { member, voucher: given };
}

/** POST subscription/orders as the member. */
export const orderPlan = (t: TestApp, member: TestSession, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/orders',
    headers: bearer(member.accessToken),
    payload: payload as object,
  });

/**
 * POST subscription/orders/{id}/verify as the member, with what the checkout hands the page once
 * the payment went through: the ids, signed with the sandbox gateway's key secret.
 */
export function verifyPayment(
  t: TestApp,
  member: TestSession,
  order: { id: string; gateway_order_id: string },
  paymentId: string,
) {
  const { keySecret } = t.gateway as SandboxGateway;
  return t.app.inject({
    method: 'POST',
    url: `/api/subscription/orders/${order.id}/verify`,
    headers: bearer(member.accessToken),
    payload: {
      razorpay_order_id: order.gateway_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(keySecret, `${order.gateway_order_id}|${paymentId}`),
    },
  });
}

/** The member pays the order by UPI at the sandbox's checkout, and the page verifies it. */
export function payAtCheckout(
  t: TestApp,
  member: TestSession,
  order: { id: string; gateway_order_id: string },
) {
  const payment = (t.gateway as SandboxGateway).pay(order.gateway_order_id, 'upi');
  return verifyPayment(t, member, order, payment.id);
}

/** The gateway's events, in Razorpay's shapes. */
export function capturedEvent(gatewayOrderId: string, paymentId: string, amount: number) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: gatewayOrderId,
          method: 'upi',
          email: 'payer@example.com',
          contact: '+919876543210',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

export function orderPaidEvent(gatewayOrderId: string, paymentId: string, amount: number) {
  const captured = capturedEvent(gatewayOrderId, paymentId, amount);
  return {
    ...captured,
    event: 'order.paid',
    contains: ['payment', 'order'],
    payload: {
      ...captured.payload,
      order: {
        entity: {
          id: gatewayOrderId,
          entity: 'order',
          amount,
          amount_paid: amount,
          amount_due: 0,
          currency: 'INR',
          status: 'paid',
        },
      },
    },
  };
}

/**
 * POST the webhook as the gateway does: the body's exact bytes signed with `secret` (the app's
 * gateway's webhook secret, or another to forge), and an event id.
 */
export function sendWebhook(
  t: TestApp,
  event: object,
  {
    secret,
    eventId = `evt_${randomUUID()}`,
    signature,
  }: { secret: string; eventId?: string; signature?: string },
) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? hmacHex(secret, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

/** Waits until the webhook's worker has settled every event taken in. */
export async function queueSettled(db: Queryable): Promise<void> {
  const left = await eventually(
    async () =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM payment_events WHERE processed_at IS NULL',
        )
      )[0]?.n ?? 0,
    (n) => n === 0,
  );
  if (left !== 0) throw new Error(`${left} payment events were left unsettled`);
}

/** An order's row and its member's paid flags, as they stand. */
export async function orderState(db: Queryable, orderId: string) {
  const [row] = await db.query<{
    status: string;
    payment_id: string | null;
    is_paid: boolean;
    ispaymentdone: boolean;
    voucher_used: boolean | null;
  }>(
    `SELECT o.status, o.payment_id, l.is_paid, l.ispaymentdone,
       (v.used_at IS NOT NULL AND v.used_order_id = o.id) AS voucher_used
     FROM payment_orders o JOIN leads l ON l.id = o.lead_id
     LEFT JOIN vouchers v ON v.id = o.voucher_id WHERE o.id = $1`,
    [orderId],
  );
  return row;
}
