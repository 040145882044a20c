import { maskPhone, type ParsedPhone } from '@yoga/shared/domain';
import type { CodeSent } from '@yoga/shared/models';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { checkOtp, generateOtpCode, otpHmac, storeOtp, type OtpCheck } from './otp-codes';
import { OTP_POLICY } from './otp-policy';
import { RateLimited, type OtpLimitName, type OtpLimits } from './send-limits';
import { SmsDeliveryError, type SmsSender } from './sms/sms-sender';

export class TooManyRequests extends HttpError {
  readonly limit: OtpLimitName;

  constructor(limited: RateLimited) {
    super(429, limited.message);
    this.code = 'RATE_LIMITED';
    this.retryAfterSeconds = Math.ceil(limited.retryAfterMs / 1000);
    this.limit = limited.limit;
  }
}

/** Runs a limit check, turning a refusal into the API's 429. */
async function withinLimit(check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (error instanceof RateLimited) throw new TooManyRequests(error);
    throw error;
  }
}

/** Takes numbers the route already checked (`requireValidPhone`), so each is parsed once. */
export interface OtpService {
  /** Sends a code unless a limit says no. Answers the same whether or not the number has joined. */
  send(phone: ParsedPhone, ip: string): Promise<CodeSent>;
  verify(phone: ParsedPhone, code: string, ip: string): Promise<OtpCheck>;
}

export function createOtpService(deps: {
  db: Database;
  sms: SmsSender;
  limits: OtpLimits;
  secret: string;
  log: FastifyBaseLogger;
}): OtpService {
  const { db, sms, limits, secret, log } = deps;
  return {
    async send(parsed, ip) {
      await withinLimit(limits.beforeSend(parsed.e164, ip));
      const code = generateOtpCode();
      await storeOtp(db, parsed.e164, otpHmac(secret, parsed.e164, code));
      try {
        await sms.sendCode(parsed.e164, code);
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        log.warn({ phone: maskPhone(parsed.e164), reason: error.message }, 'SMS delivery failed');
        throw new HttpError(
          503,
          'We could not send the code just now. Please try again in a minute.',
        );
      }
      return {
        message: `We sent a ${OTP_POLICY.digits}-digit code to ${parsed.international}.`,
        phone_number: parsed.international,
        resendAfterSeconds: OTP_POLICY.resendCooldownMs / 1000,
        expiresInSeconds: OTP_POLICY.lifetimeMs / 1000,
      };
    },
    async verify(parsed, code, ip) {
      await withinLimit(limits.beforeVerify(ip));
      return checkOtp(db, parsed.e164, otpHmac(secret, parsed.e164, code));
    },
  };
}
