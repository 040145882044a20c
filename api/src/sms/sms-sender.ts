/** Delivers a one-time code by SMS. Implementations must never log the code (the dev one aside). */
export interface SmsSender {
  readonly kind: 'dev' | 'http';
  sendCode(phone: string, code: string): Promise<void>;
}

export class SmsDeliveryError extends Error {}

export function renderTemplate(template: string, code: string): string {
  return template.replaceAll('{code}', code);
}
