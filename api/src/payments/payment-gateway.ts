import { HttpError } from '../http/errors';

/**
 * The payment gateway as the paid membership uses it (decision 0044), shaped like Razorpay's
 * orders API: an order is made on the server for an amount, the member pays it at the gateway's
 * checkout, and the gateway says so by a webhook (and on being asked). Amounts are in paise.
 */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key id the checkout opens with. */
  readonly keyId: string;
  /** Signs the checkout's result (`order_id|payment_id`); never sent anywhere. */
  readonly keySecret: string;
  /** Signs the webhook's body; never sent anywhere. */
  readonly webhookSecret: string;
  createOrder(input: NewGatewayOrder): Promise<GatewayOrder>;
  fetchOrder(id: string): Promise<GatewayOrder>;
  fetchOrderPayments(id: string): Promise<GatewayPayment[]>;
}

export interface NewGatewayOrder {
  amount: number;
  currency: 'INR';
  /** Our order id, so the gateway's dashboard and ours name the same order. */
  receipt: string;
  notes: Record<string, string>;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  /** Razorpay's: `attempted` once a payment was tried, `paid` once one was captured. */
  status: 'created' | 'attempted' | 'paid';
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** Razorpay's; `captured` is money taken, `authorized` money held that will be captured. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/**
 * The gateway refused or could not be reached. 502 when it answered something we cannot use (a
 * refusal, a 4xx, a broken body), 503 when it did not answer or is down (worth a retry soon).
 * The message names the gateway's status or error kind, never a key or a secret.
 */
export class PaymentGatewayError extends HttpError {
  constructor(
    kind: 'refused' | 'unavailable',
    detail: string,
    /** The gateway's own HTTP status, when it answered (400: it knows no such order). */
    readonly gatewayStatus: number | null = null,
  ) {
    super(
      kind === 'refused' ? 502 : 503,
      kind === 'refused' ? 'payment_gateway_failed' : 'payment_gateway_unavailable',
      kind === 'refused'
        ? `The payment gateway could not take the order (${detail}). Please try again.`
        : `The payment gateway is not answering (${detail}). Please try again in a minute.`,
      kind === 'refused' ? {} : { retryAfterSeconds: 30 },
    );
  }
}
