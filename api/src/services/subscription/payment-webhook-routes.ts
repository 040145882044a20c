import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../http/errors';
import type { Payments } from '../../payments/payments';
import { WebhookAnswerBody } from './membership-schemas';

/** The one header value of `name`, as Node gives a repeated custom header joined. */
const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * The payment gateway's webhook (decision 0044). Its own plugin, so that here alone a JSON body
 * stays the bytes it arrived as: the signature is over those bytes, and is checked before they
 * are parsed. Every other route keeps the app's JSON parser.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<{ payments: Payments }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['subscription'],
        summary:
          "The payment gateway's events (Razorpay: payment.captured, order.paid), signed in X-Razorpay-Signature over the raw body; taken in once per X-Razorpay-Event-Id and settled in the background",
        response: { 200: WebhookAnswerBody, 400: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const { duplicate } = await payments.receiveWebhook({
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: headerOf(request.headers, 'x-razorpay-signature'),
        eventId: headerOf(request.headers, 'x-razorpay-event-id'),
      });
      return { received: true as const, duplicate };
    },
  );
};
