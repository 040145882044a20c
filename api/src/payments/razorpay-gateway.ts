import {
  PaymentGatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type NewGatewayOrder,
  type PaymentGateway,
} from './payment-gateway';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** `https://api.razorpay.com`, or a test's own server. */
  apiUrl: string;
  /** Per attempt (default 8 s: a checkout waits on it, and the gateway is usually far faster). */
  timeoutMs?: number;
  /** Tries of a read in all (default 3); creating an order is tried once. */
  readAttempts?: number;
  /** Before the second try; doubled before each further one (default 200 ms). */
  retryDelayMs?: number;
}

/** What a gateway error body names, for the log and the message (never a key). */
const errorCodeOf = (body: unknown): string => {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code.slice(0, 60) : 'no error code';
};

/**
 * Razorpay's orders API over HTTP (decision 0044): basic auth with the key id and secret, JSON
 * both ways, a timeout on every call. Reads (an order, its payments) are retried on a 5xx or no
 * answer, as they change nothing; creating an order is not, since a retry after a lost answer
 * would make a second order (harmless, but the member would pay the one we never stored).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly authorization: string;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.keySecret = options.keySecret;
    this.webhookSecret = options.webhookSecret;
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  }

  createOrder(input: NewGatewayOrder): Promise<GatewayOrder> {
    return this.call<GatewayOrder>('POST', '/v1/orders', input, 1);
  }

  fetchOrder(id: string): Promise<GatewayOrder> {
    return this.call<GatewayOrder>('GET', `/v1/orders/${encodeURIComponent(id)}`);
  }

  async fetchOrderPayments(id: string): Promise<GatewayPayment[]> {
    const collection = await this.call<{ items?: GatewayPayment[] }>(
      'GET',
      `/v1/orders/${encodeURIComponent(id)}/payments`,
    );
    if (!Array.isArray(collection.items)) {
      throw new PaymentGatewayError('refused', 'a payments answer without items');
    }
    return collection.items;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    attempts = this.options.readAttempts ?? 3,
  ): Promise<T> {
    let delay = this.options.retryDelayMs ?? 200;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(method, path, body);
      } catch (error) {
        const retry = error instanceof PaymentGatewayError && error.statusCode === 503;
        if (!retry || attempt >= attempts) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }

  private async once<T>(method: 'GET' | 'POST', path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8000),
      });
    } catch (error) {
      // A timeout or a connection refused: the name says which, the error's text could say more.
      throw new PaymentGatewayError(
        'unavailable',
        // A DOMException, which is not an Error of every realm (Jest's, for one).
        (error as { name?: unknown } | null)?.name === 'TimeoutError'
          ? 'no answer in time'
          : 'unreachable',
      );
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (response.status >= 500) {
      throw new PaymentGatewayError(
        'unavailable',
        `gateway answered ${response.status}`,
        response.status,
      );
    }
    if (!response.ok) {
      throw new PaymentGatewayError(
        'refused',
        `gateway answered ${response.status}, ${errorCodeOf(parsed)}`,
        response.status,
      );
    }
    if (parsed === null || typeof parsed !== 'object') {
      throw new PaymentGatewayError('refused', 'an answer that is not JSON');
    }
    return parsed as T;
  }
}
