/** Delivers texts by SMS. Implementations must never log a code (the dev one aside). */
export interface SmsSender {
  readonly kind: 'dev' | 'http';
  /** A one-time sign-in code, in the configured template. */
  sendCode(phone: string, code: string): Promise<void>;
  /** Any other text (a session reminder). */
  sendText(phone: string, text: string): Promise<void>;
}

export class SmsDeliveryError extends Error {}

export function renderTemplate(template: string, code: string): string {
  return template.replaceAll('{code}', code);
}
