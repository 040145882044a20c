import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake gateway received. */
export interface GatewayCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** What the fake answers a call: a status and JSON, after a delay; else its own orders API. */
export type GatewayScript = (
  call: GatewayCall,
) => { status: number; body?: unknown; delayMs?: number } | null;

/**
 * A local HTTP server playing Razorpay's orders API (`POST /v1/orders`, `GET /v1/orders/{id}`,
 * `GET /v1/orders/{id}/payments`), for the real adapter to talk to. Orders live in memory; a test
 * captures a payment with `capture`, or scripts any answer (a 5xx, a delay) with `script`.
 */
export async function fakeRazorpay() {
  const calls: GatewayCall[] = [];
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>[]>();
  let script: GatewayScript = () => null;
  let next = 1;

  const own = (call: GatewayCall): { status: number; body: unknown } => {
    const [, v1, resource, id, sub] = call.path.split('/');
    const notFound = {
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
    };
    if (v1 !== 'v1' || resource !== 'orders') return { status: 404, body: {} };
    if (call.method === 'POST' && id === undefined) {
      const input = call.body as Record<string, unknown>;
      const order = {
        id: `order_FAKE${String(next++).padStart(10, '0')}`,
        entity: 'order',
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
        attempts: 0,
        notes: input.notes,
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    const order = id === undefined ? undefined : orders.get(id);
    if (!order) return notFound;
    if (sub === 'payments') {
      const items = payments.get(String(order.id)) ?? [];
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    return { status: 200, body: order };
  };

  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const call: GatewayCall = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      };
      calls.push(call);
      const scripted = script(call);
      const answer = scripted ?? own(call);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body ?? {}));
      }, scripted?.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The member paid the order at the checkout, and the gateway captured it. */
    capture(orderId: string, paymentId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the fake gateway has no order ${orderId}`);
      order.status = 'paid';
      order.amount_paid = order.amount;
      const payment = {
        id: paymentId,
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        order_id: orderId,
        method: 'upi',
      };
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
      return payment;
    },
    script(next: GatewayScript) {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
