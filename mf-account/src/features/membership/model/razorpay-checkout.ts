import type { CheckoutResult, Order } from '@yoga/shared/models';

/** Razorpay's hosted checkout script: loaded only when a member pays through the real gateway. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayCheckout {
  open: () => void;
  on: (event: 'payment.failed', handler: () => void) => void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * How the checkout lists the ways to pay: on an Android phone UPI apps first (the intent flow opens
 * PhonePe, Google Pay or Paytm directly), on a computer a UPI QR code to scan with the phone;
 * cards and netbanking after either.
 */
export function paymentBlocks(android: boolean) {
  return {
    display: {
      blocks: {
        upi: {
          name: 'UPI',
          instruments: [
            { method: 'upi', flows: android ? ['intent', 'collect'] : ['qr', 'collect'] },
          ],
        },
        other: {
          name: 'Cards and netbanking',
          instruments: [{ method: 'card' }, { method: 'netbanking' }],
        },
      },
      sequence: ['block.upi', 'block.other'],
      preferences: { show_default_blocks: false },
    },
  };
}

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent);

/**
 * Opens Razorpay's checkout for an order the server created, and settles with what the checkout
 * hands back (to be verified by the server) or null when the member closes it or it fails.
 */
export async function payWithRazorpay(
  order: Order,
  member: { name: string; phone_number: string },
  texts: { name: string; description: string },
): Promise<CheckoutResult | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.key_id,
      order_id: order.gateway_order_id,
      amount: order.amount,
      currency: order.currency,
      name: texts.name,
      description: texts.description,
      prefill: { name: member.name, contact: member.phone_number },
      config: paymentBlocks(isAndroid(navigator.userAgent)),
      handler: (result: CheckoutResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on('payment.failed', () => resolve(null));
    checkout.open();
  });
}
