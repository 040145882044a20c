import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CheckoutResultInput, OrderBody, OrderInput } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { NoQuery } from '../../http/schemas';
import { orderAnswer } from '../../payments/order-answer';
import { findOrder } from '../../payments/order-repository';
import type { Payments } from '../../payments/payments';
import { placeOrder } from '../../payments/place-order';
import { verifyCheckout } from '../../payments/verify-checkout';
import {
  assertMayAccess,
  requireCaller,
  requireMember,
  requireSignedInMember,
} from '../../security/caller';
import { OrderIdParams } from './membership-schemas';

/**
 * The member's orders of the paid membership (decision 0044): one made for a plan at the server's
 * price, read back while the checkout runs, and the checkout's result checked and fulfilled.
 */
export const orderRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  payments: Payments;
  clock: () => Date;
  publicApiBase: string;
}> = async (app, { db, payments, clock, publicApiBase }) => {
  const answer = (order: Parameters<typeof orderAnswer>[0]) =>
    orderAnswer(order, payments, publicApiBase);

  /** The order the path names, if the caller is its member or ops (a member's other: 403). */
  const ownedOrder = async (request: FastifyRequest, id: string) => {
    const order = await findOrder(db, id);
    if (!order) throw notFound('No such order.');
    assertMayAccess(request, { id: order.lead_id });
    return order;
  };

  app.post(
    '/orders',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['subscription'],
        summary:
          "Orders a plan for the signed-in member at the plan's price after their voucher (the server sets the amount); asking again for the plan while its order is unpaid answers that order",
        body: OrderInput,
        response: {
          200: OrderBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const order = await placeOrder(db, payments, {
        leadId,
        planId: request.body.plan_id,
        now: clock(),
      });
      return answer(order);
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['subscription'],
        summary: 'An order and whether it is paid yet: its member or ops',
        params: OrderIdParams,
        querystring: NoQuery,
        response: {
          200: OrderBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => answer(await ownedOrder(request, request.params.id)),
  );

  app.post(
    '/orders/:id/verify',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['subscription'],
        summary:
          "Checks what the gateway's checkout handed the page (its signature over the order id we stored) and fulfils the order once the gateway confirms the payment captured",
        params: OrderIdParams,
        body: CheckoutResultInput,
        response: {
          200: OrderBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const order = await ownedOrder(request, request.params.id);
      await verifyCheckout(payments, order, request.body, request.log);
      const settled = await findOrder(db, order.id);
      if (!settled) throw notFound('No such order.');
      return answer(settled);
    },
  );
};
