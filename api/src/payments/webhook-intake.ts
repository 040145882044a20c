import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { webhookSignatureValid } from './signatures';

/** A webhook call as it arrived: the body's bytes and the two headers Razorpay sends. */
export interface WebhookDelivery {
  rawBody: Buffer;
  /** `X-Razorpay-Signature`. */
  signature: string | undefined;
  /** `X-Razorpay-Event-Id`: the same for every retry of one event. */
  eventId: string | undefined;
}

/** What fulfilment reads from an event; the payer's contact details are never kept. */
export interface PaymentEventFields {
  type: string;
  gatewayOrderId: string | null;
  paymentId: string | null;
  amount: number | null;
  currency: string | null;
}

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

const objectOr = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
const paise = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/**
 * The fields of `payment.captured` (payload.payment.entity) and `order.paid` (payload.order.entity
 * and payload.payment.entity). Any other event keeps its type alone and is recorded as ignored.
 */
export function eventFields(body: unknown): PaymentEventFields {
  const event = objectOr(body);
  const payload = objectOr(event?.payload);
  const payment = objectOr(objectOr(payload?.payment)?.entity);
  const order = objectOr(objectOr(payload?.order)?.entity);
  return {
    type: text(event?.event) ?? 'unknown',
    gatewayOrderId: text(payment?.order_id) ?? text(order?.id),
    paymentId: text(payment?.id),
    amount: paise(payment?.amount) ?? paise(order?.amount_paid),
    currency: text(payment?.currency) ?? text(order?.currency),
  };
}

const signatureInvalid = () =>
  new HttpError(
    400,
    'payment_signature_invalid',
    'The webhook signature does not match its body.',
    {
      field: 'x-razorpay-signature',
    },
  );

/**
 * The webhook's intake (decision 0044): the signature over the raw bytes first, and nothing else
 * until it passes; then the event is written once (a retry or a duplicate of the same event id
 * writes nothing) and `onNew` is told, so the worker settles it after the gateway has its 200.
 * The sandbox's checkout hands its events in through this same function.
 */
export function createWebhookIntake({
  db,
  webhookSecret,
  onNew,
}: {
  db: Queryable;
  webhookSecret: string;
  onNew: () => void;
}) {
  return async function receive(delivery: WebhookDelivery): Promise<{ duplicate: boolean }> {
    if (!webhookSignatureValid(webhookSecret, delivery.rawBody, delivery.signature)) {
      throw signatureInvalid();
    }
    let body: unknown;
    try {
      body = JSON.parse(delivery.rawBody.toString('utf8'));
    } catch {
      throw new HttpError(400, 'invalid_input', 'The webhook body is not JSON.', { field: 'body' });
    }
    // An event without Razorpay's id header is told apart by its bytes, so its retries still match.
    const eventId =
      delivery.eventId !== undefined && EVENT_ID.test(delivery.eventId)
        ? delivery.eventId
        : `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
    const fields = eventFields(body);
    const inserted = await db.query(
      `INSERT INTO payment_events (event_id, type, gateway_order_id, payment_id, amount, currency)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id) DO NOTHING RETURNING id`,
      [
        eventId,
        fields.type,
        fields.gatewayOrderId,
        fields.paymentId,
        fields.amount,
        fields.currency,
      ],
    );
    if (inserted.length > 0) onNew();
    return { duplicate: inserted.length === 0 };
  };
}

export type WebhookIntake = ReturnType<typeof createWebhookIntake>;
