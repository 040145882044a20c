import { fakeRazorpay } from '../testing/fake-razorpay';
import { PaymentGatewayError } from './payment-gateway';
import { RazorpayGateway } from './razorpay-gateway';

/*
 * The real Razorpay adapter (decision 0044) against a local HTTP server playing the gateway: the
 * calls it makes, its basic auth, retries of reads, and errors that say what went wrong without
 * the secret.
 */

const KEY_ID = 'rzp_test_adapter';
const KEY_SECRET = 'adapter-key-secret-never-shown';

describe('RazorpayGateway against a local gateway', () => {
  let gw: Awaited<ReturnType<typeof fakeRazorpay>>;
  const adapter = (options: { timeoutMs?: number; readAttempts?: number } = {}) =>
    new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: 'w',
      apiUrl: gw.url,
      retryDelayMs: 10,
      ...options,
    });

  beforeEach(async () => {
    gw = await fakeRazorpay();
  });
  afterEach(async () => {
    await gw.close();
  });

  it('creates an order with basic auth, the amount in paise, our receipt and notes', async () => {
    const order = await adapter().createOrder({
      amount: 79_900,
      currency: 'INR',
      receipt: 'ord_ABC',
      notes: { member_id: '7', plan_id: '1' },
    });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_/),
      amount: 79_900,
      status: 'created',
    });
    expect(gw.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        body: {
          amount: 79_900,
          currency: 'INR',
          receipt: 'ord_ABC',
          notes: { member_id: '7', plan_id: '1' },
        },
      },
    ]);
  });

  it('fetches an order and its payments', async () => {
    const gateway = adapter();
    const order = await gateway.createOrder({
      amount: 100,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);
    gw.capture(order.id, 'pay_1');
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 100 });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([
      expect.objectContaining({ id: 'pay_1', status: 'captured', amount: 100, order_id: order.id }),
    ]);
    expect(gw.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/orders',
      `GET /v1/orders/${order.id}/payments`,
      `GET /v1/orders/${order.id}`,
      `GET /v1/orders/${order.id}/payments`,
    ]);
  });

  it('retries a read that met a 5xx, and answers once the gateway is back', async () => {
    const gateway = adapter();
    const order = await gateway.createOrder({
      amount: 100,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    let failures = 2;
    gw.script((call) => (call.method === 'GET' && failures-- > 0 ? { status: 503 } : null));
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ id: order.id });
    expect(gw.calls.filter((call) => call.method === 'GET')).toHaveLength(3);
  });

  it('gives up on reads after three 5xx with a 503 payment_gateway_unavailable', async () => {
    gw.script(() => ({ status: 502 }));
    const failure = adapter().fetchOrder('order_X');
    await expect(failure).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 503,
      code: 'payment_gateway_unavailable',
      message: expect.stringContaining('gateway answered 502'),
    });
    expect(gw.calls).toHaveLength(3);
  });

  it('tries creating an order once: a retry after a lost answer would make a second order', async () => {
    gw.script(() => ({ status: 500 }));
    await expect(
      adapter().createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(gw.calls).toHaveLength(1);
  });

  it('reports a refusal as 502 payment_gateway_failed naming the gateway’s code, never the secret', async () => {
    gw.script(() => ({
      status: 401,
      body: {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
      },
    }));
    const failure = adapter().createOrder({
      amount: 100,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    await expect(failure).rejects.toMatchObject({
      statusCode: 502,
      code: 'payment_gateway_failed',
      gatewayStatus: 401,
      message: expect.stringContaining('401, BAD_REQUEST_ERROR'),
    });
    await expect(failure).rejects.not.toThrow(KEY_SECRET);
  });

  it('answers an order the gateway does not know with its 400', async () => {
    await expect(adapter().fetchOrder('order_missing')).rejects.toMatchObject({
      statusCode: 502,
      gatewayStatus: 400,
    });
  });

  it('gives up on a gateway that does not answer in time', async () => {
    gw.script(() => ({ status: 200, body: {}, delayMs: 500 }));
    const started = Date.now();
    const failure = adapter({ timeoutMs: 100, readAttempts: 2 }).fetchOrder('order_slow');
    await expect(failure).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringContaining('no answer in time'),
    });
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('reports an unreachable gateway, and an answer that is not JSON', async () => {
    const unreachable = new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: 'w',
      apiUrl: 'http://127.0.0.1:9',
      readAttempts: 1,
    });
    await expect(unreachable.fetchOrder('order_X')).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringContaining('unreachable'),
    });
    gw.script(() => ({ status: 200, body: undefined }));
    await expect(adapter().fetchOrderPayments('order_X')).rejects.toMatchObject({
      statusCode: 502,
    });
  });
});
