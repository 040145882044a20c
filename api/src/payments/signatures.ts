import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, as Razorpay signs both the checkout's result and the webhook's body. */
export const hmacHex = (secret: string, message: string | Buffer): string =>
  createHmac('sha256', secret).update(message).digest('hex');

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether `signature` is the hex HMAC of `message`, compared in constant time: the comparison
 * takes as long for a signature wrong in its first character as in its last, so timing the
 * answers teaches a forger nothing. Anything not 64 hex digits is simply wrong.
 */
function signedBy(secret: string, message: string | Buffer, signature: string | undefined) {
  if (signature === undefined || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * The checkout's result: Razorpay signs `order_id|payment_id` with the key secret. The order id
 * is the one we stored for our order, never the one the browser sends, so a signature for another
 * order (a cheaper one, another member's) does not pass.
 */
export const checkoutSignatureValid = (
  keySecret: string,
  storedGatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean => signedBy(keySecret, `${storedGatewayOrderId}|${paymentId}`, signature);

/**
 * The webhook: `X-Razorpay-Signature` is the HMAC of the body's bytes exactly as sent, with the
 * webhook secret. Checked on the raw bytes before any parsing: JSON parsed and written again is
 * not the same bytes (spacing, key order, escapes), so it must never be what is checked.
 */
export const webhookSignatureValid = (
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean => signedBy(webhookSecret, rawBody, signature);
