import { checkoutSignatureValid, hmacHex, webhookSignatureValid } from './signatures';

const KEY_SECRET = 'key-secret-of-this-test';
const WEBHOOK_SECRET = 'webhook-secret-of-this-test';

describe('the checkout signature', () => {
  const signature = hmacHex(KEY_SECRET, 'order_ABC|pay_XYZ');

  it("passes Razorpay's HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(checkoutSignatureValid(KEY_SECRET, 'order_ABC', 'pay_XYZ', signature)).toBe(true);
  });

  it.each([
    ['another order', 'order_ABD', 'pay_XYZ', signature],
    ['another payment', 'order_ABC', 'pay_XYA', signature],
    ['the fields swapped', 'pay_XYZ', 'order_ABC', signature],
    ['another secret', 'order_ABC', 'pay_XYZ', hmacHex('another', 'order_ABC|pay_XYZ')],
    ['upper-case hex', 'order_ABC', 'pay_XYZ', signature.toUpperCase()],
    ['a cut signature', 'order_ABC', 'pay_XYZ', signature.slice(0, 63)],
    ['a longer signature', 'order_ABC', 'pay_XYZ', `${signature}0`],
    ['base64', 'order_ABC', 'pay_XYZ', Buffer.from(signature, 'hex').toString('base64')],
    ['an empty signature', 'order_ABC', 'pay_XYZ', ''],
  ])('refuses %s', (_case, orderId, paymentId, sent) => {
    expect(checkoutSignatureValid(KEY_SECRET, orderId, paymentId, sent)).toBe(false);
  });
});

describe('the webhook signature', () => {
  const raw = Buffer.from(
    '{"event":"payment.captured","payload":{"payment":{"entity":{"amount":79900}}}}',
  );
  const signature = hmacHex(WEBHOOK_SECRET, raw);

  it('passes the HMAC of the raw bytes with the webhook secret', () => {
    expect(webhookSignatureValid(WEBHOOK_SECRET, raw, signature)).toBe(true);
  });

  it('fails on the same JSON written again with other spacing: the bytes are what is signed', () => {
    const rewritten = Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 1));
    expect(rewritten.toString()).not.toBe(raw.toString());
    expect(webhookSignatureValid(WEBHOOK_SECRET, rewritten, signature)).toBe(false);
  });

  it('fails on one byte changed, in the amount', () => {
    const tampered = Buffer.from(raw.toString().replace('79900', '79901'));
    expect(webhookSignatureValid(WEBHOOK_SECRET, tampered, signature)).toBe(false);
  });

  it('checks bytes, not text: the same characters in another encoding fail', () => {
    const hindi = Buffer.from('{"notes":{"plan":"1 महीना"}}');
    const signed = hmacHex(WEBHOOK_SECRET, hindi);
    expect(webhookSignatureValid(WEBHOOK_SECRET, hindi, signed)).toBe(true);
    const latin1 = Buffer.from(hindi.toString(), 'latin1');
    expect(webhookSignatureValid(WEBHOOK_SECRET, latin1, signed)).toBe(false);
  });

  it.each([undefined, '', 'sha256=abc', signature.slice(1)])(
    'fails without a proper signature (%p)',
    (sent) => {
      expect(webhookSignatureValid(WEBHOOK_SECRET, raw, sent)).toBe(false);
    },
  );

  it('fails with the key secret in place of the webhook secret', () => {
    expect(webhookSignatureValid(WEBHOOK_SECRET, raw, hmacHex(KEY_SECRET, raw))).toBe(false);
  });
});
