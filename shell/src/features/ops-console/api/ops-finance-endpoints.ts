import { serviceApis } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { OpsOrder, Reconciled } from '@yoga/shared/schemas';

export type OrderState = OpsOrder['status'];

/** How many orders a page of the payments desk lists. */
export const ORDERS_PER_PAGE = 50;

/** Finance: the orders, newest first, and a reconcile run against the gateway. */
export const opsOrderEndpoints = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    opsOrders: build.query<OpsOrder[], { status: OrderState | 'all'; offset: number }>({
      query: ({ status, offset }) => ({
        url: 'ops/orders',
        params: {
          ...(status === 'all' ? {} : { status }),
          offset,
          limit: ORDERS_PER_PAGE,
        },
      }),
      transformResponse: (answer: { result: OpsOrder[] }) => answer.result,
      extraOptions: AS_OPS,
      providesTags: ['Order'],
    }),
    opsReconcile: build.mutation<Reconciled, void>({
      query: () => ({ url: 'ops/orders/reconcile', method: 'POST' }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Order'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOpsOrdersQuery, useOpsReconcileMutation } = opsOrderEndpoints;
