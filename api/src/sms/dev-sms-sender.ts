import type { FastifyBaseLogger } from 'fastify';
import { renderTemplate, type SmsSender } from './sms-sender';
import { DEFAULT_SMS_TEMPLATE } from '../config/env';
import type { OutboxMessage } from './outbox-schemas';

/** Newest last; old messages fall off so a long dev session cannot grow without bound. */
const OUTBOX_LIMIT = 5000;

/**
 * For development and browser tests: prints each code to the log and keeps it in an outbox that a
 * dev-only route serves. The config refuses this sender when NODE_ENV=production.
 */
export class DevSmsSender implements SmsSender {
  readonly kind = 'dev' as const;
  private readonly outbox: OutboxMessage[] = [];
  private readonly texts: Omit<OutboxMessage, 'code'>[] = [];

  constructor(private readonly log: FastifyBaseLogger | null) {}

  async sendCode(phone: string, code: string): Promise<void> {
    const message = {
      phone,
      code,
      text: renderTemplate(DEFAULT_SMS_TEMPLATE, code),
      sentAt: new Date().toISOString(),
    };
    this.outbox.push(message);
    if (this.outbox.length > OUTBOX_LIMIT) this.outbox.shift();
    this.log?.info({ phone, code }, 'dev SMS: one-time code');
  }

  /** Texts other than codes stay out of the code outbox, which sign-in reads the last code from. */
  async sendText(phone: string, text: string): Promise<void> {
    this.texts.push({ phone, text, sentAt: new Date().toISOString() });
    if (this.texts.length > OUTBOX_LIMIT) this.texts.shift();
    this.log?.info({ phone, text }, 'dev SMS: text');
  }

  textsFor(phone: string): Omit<OutboxMessage, 'code'>[] {
    return this.texts.filter((message) => message.phone === phone);
  }

  messagesFor(phone: string): OutboxMessage[] {
    return this.outbox.filter((message) => message.phone === phone);
  }
}
