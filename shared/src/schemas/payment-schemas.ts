import { Type, type Static } from 'typebox';
import { CalendarDay, Instant, Nullable, PlainText } from './schema-parts';

/**
 * The paid membership (issue 27, decision 0044), in the subscription service: the plans, the
 * member's offer, orders paid through the gateway, and the gateway's webhook. Amounts are in
 * paise; the browser never sends one.
 */

/** Spec section 9's plan ids, as `PLAN_IDS` lists them (a test keeps the two the same). */
export const PlanIdSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(5)], {
  description: 'Spec section 9: plan ids 1, 2 and 5',
});

const Paise = (description: string) => Type.Integer({ minimum: 0, description });

/** A plan as members see it (`GET subscription/plans`). */
export const PlanBody = Type.Object(
  {
    id: PlanIdSchema,
    duration: Type.Integer({ description: 'In `unit`s; spec section 9: 1, 2 and 5' }),
    unit: Type.Literal('month'),
    name: Type.String(),
    name_hi: Type.String(),
    price: Paise('The full price, in paise'),
    per_day: Paise('The full price per day (30 days a month), rounded up'),
    currency: Type.Literal('INR'),
    voucher_discount_percent: Type.Integer({ minimum: 0, maximum: 90 }),
  },
  { $id: 'Plan' },
);

export const PlanListBody = Type.Object({ result: Type.Array(PlanBody) });

/** Ops: a plan's names, price and voucher discount (`PUT subscription/ops/plans/{id}`). */
export const PlanChangeInput = Type.Object(
  {
    name: PlainText({ minLength: 2, maxLength: 80 }),
    name_hi: PlainText({ minLength: 2, maxLength: 80 }),
    price: Type.Integer({ minimum: 100, maximum: 10_000_000, description: 'Paise' }),
    voucher_discount_percent: Type.Integer({ minimum: 0, maximum: 90 }),
    active: Type.Boolean(),
    reason: PlainText({ minLength: 3, maxLength: 300 }),
  },
  { additionalProperties: false },
);

export type PlanChange = Static<typeof PlanChangeInput>;

/** A plan as ops see it: whether members are offered it, and when it last changed. */
export const OpsPlanBody = Type.Object({
  ...PlanBody.properties,
  active: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
});

/** `GET subscription/ops/plans`: every plan, offered or not. */
export const OpsPlanListBody = Type.Object({ result: Type.Array(OpsPlanBody) });

export type OpsPlan = Static<typeof OpsPlanBody>;

/** Why the paid offer is not shown to a member now (spec section 4's rule, and being paid). */
export const OfferHiddenReason = Type.Union([
  Type.Literal('not_enrolled'),
  Type.Literal('paid'),
  Type.Literal('referral_running'),
  Type.Literal('payment_not_started'),
]);

/** `GET subscription/offer`: whether the member is offered the membership, at what prices. */
export const OfferBody = Type.Object(
  {
    shown: Type.Boolean(),
    hidden_because: Nullable(OfferHiddenReason),
    /** Spec section 4: the member's challenge is not the newest open one. */
    old_user: Type.Boolean(),
    payment_start_date: Nullable(Type.String({ format: 'date' })),
    voucher: Nullable(
      Type.Object({
        code: Type.String(),
        expires_at: Instant(),
        /** Its last day on the challenge's calendar, for showing. */
        last_day: CalendarDay(),
        discount_percent: Type.Integer(),
      }),
    ),
    plans: Type.Array(
      Type.Object({
        ...PlanBody.properties,
        /** What the member pays: after their voucher, or the full price without one. */
        amount: Paise('What the member pays, in paise'),
        amount_per_day: Paise('What the member pays per day, rounded up'),
      }),
    ),
  },
  { $id: 'Offer' },
);

/** `POST subscription/orders`: a plan; the server sets the amount and applies the voucher. */
export const OrderInput = Type.Object({ plan_id: PlanIdSchema }, { additionalProperties: false });

/**
 * `refund_due`: the payment was captured after the member was already paid by another order (they
 * held orders for two plans and paid both); it made no second membership and is to be refunded.
 */
export const OrderStatus = Type.Union([
  Type.Literal('created'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('refund_due'),
]);

export const OrderBody = Type.Object(
  {
    id: Type.String({ description: 'Our order id' }),
    plan_id: PlanIdSchema,
    amount: Paise('What the order charges, in paise'),
    currency: Type.Literal('INR'),
    status: OrderStatus,
    voucher_code: Nullable(Type.String()),
    gateway: Type.Union([Type.Literal('razorpay'), Type.Literal('sandbox')]),
    gateway_order_id: Type.String(),
    /** The gateway's public key id the checkout opens with. */
    key_id: Type.String(),
    /** The sandbox's own checkout page on this machine; null for the real gateway. */
    checkout_url: Nullable(Type.String()),
    created_at: Instant(),
    /** When the payment was captured: a paid order's, and a `refund_due` one's. */
    paid_at: Nullable(Instant()),
  },
  { $id: 'Order' },
);

/** `POST subscription/orders/{id}/verify`: what the gateway's checkout hands the page. */
export const CheckoutResultInput = Type.Object(
  {
    razorpay_order_id: Type.String({ minLength: 1, maxLength: 64 }),
    razorpay_payment_id: Type.String({ minLength: 1, maxLength: 64 }),
    /** Hex HMAC-SHA256: 64 characters, stated as lengths too for tools that read only those. */
    razorpay_signature: Type.String({ pattern: '^[0-9a-f]{64}$', minLength: 64, maxLength: 64 }),
  },
  { additionalProperties: false },
);

export type PlanRow = Static<typeof PlanBody>;
export type OrderRow = Static<typeof OrderBody>;

/** An order as ops see it: whose, and the gateway's payment id once paid. */
export const OpsOrderBody = Type.Object({
  ...OrderBody.properties,
  member_id: Type.Integer(),
  payment_id: Type.Union([Type.String(), Type.Null()]),
});

export const OpsOrderListBody = Type.Object({ result: Type.Array(OpsOrderBody) });

/** What one reconcile run did with the orders left unpaid. */
export const ReconcileBody = Type.Object({
  checked: Type.Integer({ description: 'Orders unpaid for over 15 minutes that were asked about' }),
  paid: Type.Integer({ description: 'Found paid at the gateway, and fulfilled' }),
  failed: Type.Integer({ description: 'Nothing paid an hour after the order: closed as failed' }),
  pending: Type.Integer({ description: 'Left as they are: money held, or still young' }),
  refund_due: Type.Integer({
    description: 'Found paid at the gateway for a member already paid by another order: to refund',
  }),
  errors: Type.Integer({ description: 'The gateway could not be asked; the next run tries again' }),
});
export type OpsOrder = Static<typeof OpsOrderBody>;
export type Reconciled = Static<typeof ReconcileBody>;
