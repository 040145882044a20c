import type { Order } from '@yoga/shared/models';
import type { OrderRecord } from './order-repository';
import type { Payments } from './payments';

/** Where the subscription service serves the sandbox's checkout page, under the API's base. */
export const SANDBOX_CHECKOUT_PATH = '/subscription/sandbox/checkout';

/**
 * An order as its member is answered: with the gateway key the checkout opens with, and for a
 * sandbox order the sandbox's own checkout page (Razorpay's checkout opens in the page instead).
 */
export function orderAnswer(
  { lead_id: _lead, payment_id: _payment, ...order }: OrderRecord,
  payments: Pick<Payments, 'gateway' | 'sandbox'>,
  publicApiBase: string,
): Order {
  return {
    ...order,
    key_id: payments.gateway.keyId,
    checkout_url:
      order.gateway === 'sandbox' && payments.sandbox
        ? `${publicApiBase}${SANDBOX_CHECKOUT_PATH}/${order.id}`
        : null,
  };
}
