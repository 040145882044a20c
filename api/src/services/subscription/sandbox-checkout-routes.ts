import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { sendError } from '../../http/errors';
import { isDirectLoopbackClient } from '../../http/loopback-client';
import { findOrder, type OrderRecord } from '../../payments/order-repository';
import type { Payments } from '../../payments/payments';
import { listPlans } from '../../payments/plan-repository';
import {
  sandboxCheckoutPage,
  type SandboxCheckout,
  type SandboxLanguage,
} from '../../payments/sandbox-checkout-page';
import type { SandboxGateway } from '../../payments/sandbox-gateway';
import { hmacHex } from '../../payments/signatures';
import { OrderIdParams, SandboxPageQuery, SandboxPayInput } from './membership-schemas';

/**
 * The sandbox's checkout (decision 0044), registered only when the sandbox is the gateway (never
 * in production: the config refuses it there). It answers a client on this machine alone, talking
 * to the server directly; anyone else is told there is no such route. Paying feeds a signed
 * webhook event through the webhook's own intake, then sends the member back to `/buy`.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  payments: Payments;
  sandbox: SandboxGateway;
  publicSiteUrl: string | null;
}> = async (app, { db, payments, sandbox, publicSiteUrl }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (isDirectLoopbackClient(request)) return;
    const pathname = request.url.split('?')[0] ?? '';
    await sendError(reply, 404, 'not_found', `No route ${request.method} ${pathname}.`);
    return reply;
  });
  // The page's form posts as a browser form does.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const buyUrl = (orderId: string, extra: Record<string, string> = {}) =>
    `${publicSiteUrl ?? ''}/buy?${new URLSearchParams({ order: orderId, ...extra })}`;

  /** A sandbox order, or null: any other order is none of the sandbox's business. */
  const sandboxOrder = async (id: string) => {
    const order = await findOrder(db, id);
    return order?.gateway === 'sandbox' ? order : null;
  };

  const page = async (order: OrderRecord, language: SandboxLanguage, action: string) => {
    const plan = (await listPlans(db)).find((candidate) => candidate.id === order.plan_id);
    const checkout: SandboxCheckout = {
      orderId: order.id,
      planName: (language === 'hi' ? plan?.name_hi : plan?.name) ?? String(order.plan_id),
      amount: order.amount,
      state:
        order.status === 'paid' ? 'paid' : sandbox.has(order.gateway_order_id) ? 'payable' : 'gone',
      action,
      backUrl: buyUrl(order.id),
    };
    return sandboxCheckoutPage(checkout, language);
  };

  app.get(
    '/sandbox/checkout/:id',
    { schema: { hide: true, params: OrderIdParams, querystring: SandboxPageQuery } },
    async (request, reply) => {
      const order = await sandboxOrder(request.params.id);
      if (!order) return sendError(reply, 404, 'not_found', 'No such test order.');
      const action = request.url.split('?')[0] ?? '';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await page(order, request.query.lang ?? 'en', action));
    },
  );

  app.post(
    '/sandbox/checkout/:id',
    { schema: { hide: true, params: OrderIdParams, body: SandboxPayInput } },
    async (request, reply) => {
      const order = await sandboxOrder(request.params.id);
      if (!order) return sendError(reply, 404, 'not_found', 'No such test order.');
      if (order.status === 'paid') return reply.redirect(buyUrl(order.id), 303);
      if (!sandbox.has(order.gateway_order_id)) {
        const action = request.url.split('?')[0] ?? '';
        return reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(await page(order, request.body.lang ?? 'en', action));
      }
      const payment = sandbox.pay(order.gateway_order_id, request.body.method);
      // As Razorpay would: signed events to the webhook, whose intake checks them like any other.
      for (const { eventId, body } of sandbox.eventsFor(payment)) {
        const rawBody = Buffer.from(JSON.stringify(body));
        await payments.receiveWebhook({
          rawBody,
          signature: hmacHex(sandbox.webhookSecret, rawBody),
          eventId,
        });
      }
      // As Razorpay's checkout hands the page its result (the browser may verify it).
      const result: Record<string, string> =
        payment.status === 'captured'
          ? {
              razorpay_order_id: order.gateway_order_id,
              razorpay_payment_id: payment.id,
              razorpay_signature: hmacHex(
                sandbox.keySecret,
                `${order.gateway_order_id}|${payment.id}`,
              ),
            }
          : { payment: 'failed' };
      return reply.redirect(buyUrl(order.id, result), 303);
    },
  );
};
