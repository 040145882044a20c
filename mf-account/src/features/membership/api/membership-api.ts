import { serviceApis } from '@yoga/shared';
import type { CheckoutResult, Offer, Order, Plan } from '@yoga/shared/models';

/** The paid membership, from the subscription service (decision 0044). */
export const membershipApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    /** The plans anyone may see, at their full prices. */
    accountPlans: build.query<{ result: Plan[] }, void>({ query: () => 'plans' }),
    /** Whether the signed-in member is offered the membership now, at their prices. */
    accountOffer: build.query<Offer, void>({ query: () => 'offer' }),
    /** An order for a plan; the server sets its amount (the member's voucher applied). */
    accountOrder: build.mutation<Order, { plan_id: Plan['id'] }>({
      query: (body) => ({ url: 'orders', method: 'POST', body }),
    }),
    accountOrderStatus: build.query<Order, string>({
      query: (id) => `orders/${encodeURIComponent(id)}`,
    }),
    /** What the gateway's checkout handed back, checked by the server before it counts. */
    accountVerifyPayment: build.mutation<Order, { id: string; result: CheckoutResult }>({
      query: ({ id, result }) => ({
        url: `orders/${encodeURIComponent(id)}/verify`,
        method: 'POST',
        body: result,
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAccountPlansQuery,
  useAccountOfferQuery,
  useAccountOrderMutation,
  useAccountOrderStatusQuery,
  useAccountVerifyPaymentMutation,
} = membershipApi;
