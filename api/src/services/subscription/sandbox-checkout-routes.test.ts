import {
  createPaymentChallenge,
  orderPlan,
  orderState,
  payingMember,
  queueSettled,
} from '../../testing/payment-fixtures';
import { bearer } from '../../testing/sign-in';
import { testAppFor } from '../../testing/test-app';
import { ANY_STORE, STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27, the development sandbox's checkout (decision 0044): on this machine only, saying
 * plainly it takes no money, paying through the webhook's own intake, and back to /buy.
 */

const CHALLENGE = 9541;

describe.each(STORE_KINDS)("the sandbox's checkout on %s", (kind) => {
  const t = testAppFor(kind);
  const page = (
    id: string,
    {
      lang,
      remoteAddress = '127.0.0.1',
      headers = {},
    }: {
      lang?: string;
      remoteAddress?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    t.app.inject({
      url: `/api/subscription/sandbox/checkout/${id}${lang ? `?lang=${lang}` : ''}`,
      remoteAddress,
      headers,
    });
  const pay = (id: string, form: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/subscription/sandbox/checkout/${id}`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
  const openOrder = async (name: string) => {
    const { member } = await payingMember(t, name, CHALLENGE, { voucher: true });
    return { member, order: (await orderPlan(t, member, { plan_id: 1 })).json() };
  };

  beforeAll(async () => {
    await createPaymentChallenge(t, CHALLENGE, 'S3', { payment: -1 });
  });

  it('shows the order and says plainly it is a test checkout that takes no money', async () => {
    const { order } = await openOrder('Sandbox Viewer');
    const res = await page(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('This is a test checkout. It takes no money.');
    expect(html).toContain('₹799');
    expect(html).toContain('1 month');
    for (const label of ['Pay with UPI', 'Pay by card', 'Fail the payment']) {
      expect(html).toMatch(
        new RegExp(`<button type="submit" name="method" value="\\w+"[^>]*>${label}</button>`),
      );
    }
    expect(html).toContain('min-height: 44px');
    expect(html).toContain(`action="/api/subscription/sandbox/checkout/${order.id}"`);
    expect(html).not.toContain('<script');
  });

  it('speaks Hindi with ?lang=hi', async () => {
    const { order } = await openOrder('Hindi Viewer');
    const html = (await page(order.id, { lang: 'hi' })).body;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('यह एक टेस्ट चेकआउट है। इसमें कोई पैसा नहीं कटता।');
    expect(html).toContain('UPI से भुगतान करें');
    expect(html).toContain('1 महीना');
    expect(html).toContain('<input type="hidden" name="lang" value="hi">');
  });

  it('pays by UPI through the webhook, and sends the member to /buy with the checkout’s result', async () => {
    const { member, order } = await openOrder('Sandbox Payer');
    const res = await pay(order.id, 'method=upi&lang=en');
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://site.test');
    expect(location.pathname).toBe('/buy');
    expect(location.searchParams.get('order')).toBe(order.id);
    expect(location.searchParams.get('razorpay_order_id')).toBe(order.gateway_order_id);
    await queueSettled(t.db);
    expect(await orderState(t.db, order.id)).toMatchObject({
      status: 'paid',
      is_paid: true,
      voucher_used: true,
    });
    // Both of Razorpay's capture events came through the intake; one fulfilled.
    const outcomes = await t.db.query<{ type: string; outcome: string }>(
      'SELECT type, outcome FROM payment_events WHERE gateway_order_id = $1 ORDER BY id',
      [order.gateway_order_id],
    );
    expect(outcomes).toEqual([
      { type: 'payment.captured', outcome: 'fulfilled' },
      { type: 'order.paid', outcome: 'already_paid' },
    ]);
    // The result handed to /buy verifies as Razorpay's checkout result does.
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/subscription/orders/${order.id}/verify`,
      headers: bearer(member.accessToken),
      payload: {
        razorpay_order_id: location.searchParams.get('razorpay_order_id'),
        razorpay_payment_id: location.searchParams.get('razorpay_payment_id'),
        razorpay_signature: location.searchParams.get('razorpay_signature'),
      },
    });
    expect([verified.statusCode, verified.json().status]).toEqual([200, 'paid']);
    // The page of a paid order offers no more buttons.
    expect((await page(order.id)).body).toContain('This order is paid.');
  });

  it('fails a payment on request: the order stays open to pay again', async () => {
    const { order } = await openOrder('Sandbox Failure');
    const res = await pay(order.id, 'method=fail');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/buy?order=${order.id}&payment=failed`);
    await queueSettled(t.db);
    expect((await orderState(t.db, order.id))?.status).toBe('created');
    expect((await pay(order.id, 'method=card')).statusCode).toBe(303);
    await queueSettled(t.db);
    expect((await orderState(t.db, order.id))?.status).toBe('paid');
  });

  it.each(['203.0.113.9', '10.0.0.5', '192.168.1.20', '2405:201:4001:9a3c::1'])(
    'is no route at all to a client elsewhere (%s), and pays nothing',
    async (address) => {
      const { order } = await openOrder('Remote Visitor');
      const viewed = await page(order.id, { remoteAddress: address });
      const paid = await pay(order.id, 'method=upi', address);
      for (const res of [viewed, paid]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
      expect((await orderState(t.db, order.id))?.status).toBe('created');
    },
  );

  it('refuses a request that came through a proxy on this machine', async () => {
    const { order } = await openOrder('Proxied Visitor');
    const res = await page(order.id, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(res.statusCode).toBe(404);
  });

  it('answers an unknown order and a bad button with JSON errors, paying nothing', async () => {
    const { order } = await openOrder('Sandbox Prodder');
    expect((await page('ord_00000000000000000000')).statusCode).toBe(404);
    const bad = await pay(order.id, 'method=free');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'method' });
    expect((await orderState(t.db, order.id))?.status).toBe('created');
  });
});

describe('the sandbox with a real gateway configured', () => {
  const t = testAppFor(ANY_STORE, {
    config: {
      payment: {
        provider: 'razorpay',
        keyId: 'rzp_test_0123456789',
        keySecret: 'a-key-secret',
        webhookSecret: 'a-webhook-secret',
        apiUrl: 'http://127.0.0.1:9',
      },
    },
  });

  it('has no checkout page or pay action at all, even from this machine', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/subscription/sandbox/checkout/ord_00000000000000000000',
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^No route/);
    }
  });
});
