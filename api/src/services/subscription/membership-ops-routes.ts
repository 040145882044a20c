import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PlanChangeInput } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import { orderAnswer } from '../../payments/order-answer';
import { listOrders } from '../../payments/order-repository';
import type { Payments } from '../../payments/payments';
import { changePlan, listPlans } from '../../payments/plan-repository';
import { guardEveryRoute } from '../../security/route-guards';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import {
  OpsOrderListBody,
  OpsPlanBody,
  OpsPlanListBody,
  OrderListQuery,
  PlanIdParams,
  ReconcileBody,
} from './membership-schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * Ops and the paid membership (decision 0044): the plans' prices, names and voucher discounts
 * (every change recorded with its reason), the orders, and settling those left unpaid now rather
 * than at the job's next run.
 */
export const membershipOpsRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  payments: Payments;
  clock: () => Date;
  publicApiBase: string;
}> = async (app, { db, payments, clock, publicApiBase }) => {
  guardEveryRoute(app, requireOps('finance'));

  app.get(
    '/ops/plans',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Ops: every plan, offered or not, with when it last changed',
        querystring: NoQuery,
        response: { 200: OpsPlanListBody, ...errors },
      },
    },
    async () => ({ result: await listPlans(db) }),
  );

  app.put(
    '/ops/plans/:id',
    {
      schema: {
        tags: ['subscription'],
        summary:
          "Ops: a plan's names, price (paise), voucher discount and whether it is offered, with the reason (recorded); the same change again records nothing",
        params: PlanIdParams,
        body: PlanChangeInput,
        response: { 200: OpsPlanBody, ...errors, 404: ErrorBody },
      },
    },
    async (request) => {
      const plan = await db.transaction((tx) =>
        changePlan(tx, request.params.id, request.body, opsActor(request.caller), clock()),
      );
      if (!plan) throw notFound('No such plan.');
      return plan;
    },
  );

  app.get(
    '/ops/orders',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Ops: orders newest first, of one status or all',
        querystring: OrderListQuery,
        response: { 200: OpsOrderListBody, ...errors },
      },
    },
    async (request) => {
      const { status, limit, offset } = request.query;
      const orders = await listOrders(db, { status: status ?? null, limit, offset });
      return {
        result: orders.map((order) => ({
          ...orderAnswer(order, payments, publicApiBase),
          member_id: order.lead_id,
          payment_id: order.payment_id,
        })),
      };
    },
  );

  app.post(
    '/ops/orders/reconcile',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'Ops: asks the gateway now about orders unpaid for over 15 minutes: paid ones are fulfilled, ones with nothing paid after an hour closed as failed',
        querystring: NoQuery,
        response: { 200: ReconcileBody, ...errors },
      },
    },
    () => payments.reconcile(),
  );
};
