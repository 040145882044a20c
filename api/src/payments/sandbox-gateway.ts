import { randomBytes } from 'node:crypto';
import {
  PaymentGatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type NewGatewayOrder,
  type PaymentGateway,
} from './payment-gateway';

/** How the sandbox's checkout page "pays": the buttons it has. */
export type SandboxMethod = 'upi' | 'card' | 'fail';

const randomId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

/** Orders one process keeps; the oldest are forgotten past this, so a long dev run stays small. */
const ORDER_LIMIT = 10_000;

/**
 * The development gateway (decision 0044): Razorpay's orders API played in memory, with its own
 * secrets made per process, so nothing it signs is valid anywhere else. Its checkout page (the
 * subscription service's, on this machine only) "pays" an order here, then hands the webhook a
 * signed event as Razorpay would. The config refuses it in production.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';
  readonly keySecret = randomBytes(32).toString('hex');
  readonly webhookSecret = randomBytes(32).toString('hex');
  private readonly orders = new Map<string, GatewayOrder>();
  private readonly payments = new Map<string, GatewayPayment[]>();

  async createOrder(input: NewGatewayOrder): Promise<GatewayOrder> {
    const order: GatewayOrder = {
      id: randomId('order_sandbox_'),
      amount: input.amount,
      amount_paid: 0,
      currency: input.currency,
      receipt: input.receipt,
      status: 'created',
    };
    this.orders.set(order.id, order);
    if (this.orders.size > ORDER_LIMIT) {
      const oldest = this.orders.keys().next().value;
      if (oldest !== undefined) {
        this.orders.delete(oldest);
        this.payments.delete(oldest);
      }
    }
    return { ...order };
  }

  async fetchOrder(id: string): Promise<GatewayOrder> {
    return { ...this.known(id) };
  }

  async fetchOrderPayments(id: string): Promise<GatewayPayment[]> {
    this.known(id);
    return (this.payments.get(id) ?? []).map((payment) => ({ ...payment }));
  }

  /** A payment of the whole order by UPI or card (captured at once), or one that failed. */
  pay(orderId: string, method: SandboxMethod): GatewayPayment {
    const order = this.known(orderId);
    // As Razorpay's checkout: a paid order takes no further payment.
    if (order.status === 'paid') throw new PaymentGatewayError('refused', 'the order is paid');
    const captured = method !== 'fail';
    const payment: GatewayPayment = {
      id: randomId('pay_sandbox_'),
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      status: captured ? 'captured' : 'failed',
    };
    this.payments.set(order.id, [...(this.payments.get(order.id) ?? []), payment]);
    order.status = captured ? 'paid' : 'attempted';
    if (captured) order.amount_paid = order.amount;
    return { ...payment };
  }

  /**
   * The webhook events Razorpay sends for a payment, in its shapes: a capture is told twice
   * (`payment.captured`, then `order.paid`, which fulfil once), a failure once. Each has its own
   * event id, as Razorpay's `X-Razorpay-Event-Id`.
   */
  eventsFor(payment: GatewayPayment): { eventId: string; body: object }[] {
    const order = this.known(payment.order_id);
    const event = (name: string, payload: object) => ({
      eventId: randomId('evt_sandbox_'),
      body: {
        entity: 'event',
        account_id: 'acc_sandbox',
        event: name,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      },
    });
    const paymentEntity = { payment: { entity: { ...payment, entity: 'payment' } } };
    if (payment.status !== 'captured') return [event('payment.failed', paymentEntity)];
    return [
      event('payment.captured', paymentEntity),
      event('order.paid', { ...paymentEntity, order: { entity: { ...order, entity: 'order' } } }),
    ];
  }

  /** Whether this process made the order (a restart forgets the sandbox's orders). */
  has(orderId: string): boolean {
    return this.orders.has(orderId);
  }

  private known(id: string): GatewayOrder {
    const order = this.orders.get(id);
    // Razorpay answers an id it does not know with a 400.
    if (!order) {
      throw new PaymentGatewayError('refused', 'gateway answered 400, BAD_REQUEST_ERROR', 400);
    }
    return order;
  }
}
