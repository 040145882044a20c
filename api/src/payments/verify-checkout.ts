import type { CheckoutResult } from '@yoga/shared/models';
import { HttpError } from '../http/errors';
import type { OrderRecord } from './order-repository';
import type { Payments } from './payments';
import { checkoutSignatureValid } from './signatures';

const signatureInvalid = (field: string) =>
  new HttpError(
    400,
    'payment_signature_invalid',
    'This payment could not be confirmed: its signature is not the gateway’s for this order.',
    { field },
  );

/**
 * What the checkout handed the page, checked (decision 0044): the signature must be the gateway's
 * over the order id we stored and the payment id, or nothing changes. A signature proves the
 * member paid at the checkout, not that the money was captured, so the gateway is then asked for
 * the order's payments and a captured one fulfils the order (as its webhook would, once). When the
 * gateway cannot be asked now, the order is left to the webhook and the reconcile job.
 */
export async function verifyCheckout(
  payments: Pick<Payments, 'gateway' | 'fulfil'>,
  order: OrderRecord,
  result: CheckoutResult,
  log: { warn(object: unknown, message: string): void },
): Promise<void> {
  if (result.razorpay_order_id !== order.gateway_order_id)
    throw signatureInvalid('razorpay_order_id');
  const { gateway } = payments;
  const signed = checkoutSignatureValid(
    gateway.keySecret,
    order.gateway_order_id,
    result.razorpay_payment_id,
    result.razorpay_signature,
  );
  if (!signed) throw signatureInvalid('razorpay_signature');
  if (order.status === 'paid') return;
  let captured;
  try {
    captured = (await gateway.fetchOrderPayments(order.gateway_order_id)).find(
      (payment) => payment.id === result.razorpay_payment_id && payment.status === 'captured',
    );
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'a verified payment is left to its webhook');
    return;
  }
  if (!captured) return;
  await payments.fulfil({
    gatewayOrderId: order.gateway_order_id,
    paymentId: captured.id,
    amount: captured.amount,
    currency: captured.currency,
  });
}
