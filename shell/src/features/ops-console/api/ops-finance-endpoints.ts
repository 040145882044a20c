import { serviceApis } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { OpsOrder, OpsPlan, PlanChange, Reconciled } from '@yoga/shared/schemas';

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

/** Finance: the membership's plans, offered or not, and a change to one (with its reason). */
export const opsPlanEndpoints = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    opsPlans: build.query<OpsPlan[], void>({
      query: () => 'ops/plans',
      transformResponse: (answer: { result: OpsPlan[] }) => answer.result,
      extraOptions: AS_OPS,
    }),
    opsChangePlan: build.mutation<OpsPlan, PlanChange & { id: OpsPlan['id'] }>({
      query: ({ id, ...body }) => ({ url: `ops/plans/${id}`, method: 'PUT', body }),
      extraOptions: AS_OPS,
      // The answer is the plan as saved: put it in the list rather than read the list again.
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            opsPlanEndpoints.util.updateQueryData('opsPlans', undefined, (plans) =>
              plans.map((plan) => (plan.id === data.id ? data : plan)),
            ),
          );
        } catch {
          // A refused change changed nothing: the form shows why, from the mutation's own error.
        }
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOpsPlansQuery, useOpsChangePlanMutation } = opsPlanEndpoints;
