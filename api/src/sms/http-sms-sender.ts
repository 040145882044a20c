import { SmsDeliveryError, renderTemplate, type SmsSender } from './sms-sender';

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  template: string;
  timeoutMs?: number;
}

/**
 * Posts `{ to, message }` as JSON to an SMS gateway with the key as a bearer token. Any answer
 * other than 2xx, or none within the timeout, is a delivery error (the text is never logged).
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;

  constructor(private readonly options: HttpSmsOptions) {}

  sendCode(phone: string, code: string): Promise<void> {
    return this.sendText(phone, renderTemplate(this.options.template, code));
  }

  async sendText(phone: string, text: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
        },
        body: JSON.stringify({ to: phone, message: text }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new SmsDeliveryError(
        `SMS gateway unreachable: ${error instanceof Error ? error.name : 'error'}`,
      );
    }
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
  }
}
