import { maskPhone, type ParsedPhone } from '@yoga/shared/domain';
import type { ApiErrorCode, CodeSent } from '@yoga/shared/models';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { checkOtp, generateOtpCode, otpHmac, storeOtp, type OtpCheck } from './otp-codes';
import { OTP_POLICY } from './otp-policy';
import { RateLimited, type OtpLimitName, type OtpLimits } from './send-limits';
import { signInByPhone, signInWithCode, type SignedIn } from './tokens';
import { SmsDeliveryError, type SmsSender } from '../sms/sms-sender';

/** The limits a member can do something about (wait a minute, ask for a new code) say so. */
const TOO_MANY_CODES: Record<OtpLimitName, ApiErrorCode> = {
  cooldown: 'otp_resend_too_soon',
  'phone-guesses': 'otp_phone_locked',
  'phone-sends': 'rate_limited',
  'ip-sends': 'rate_limited',
  'ip-verifies': 'rate_limited',
};

export class TooManyRequests extends HttpError {
  readonly limit: OtpLimitName;

  constructor(limited: RateLimited) {
    super(429, TOO_MANY_CODES[limited.limit], limited.message, {
      retryAfterSeconds: Math.ceil(limited.retryAfterMs / 1000),
    });
    this.limit = limited.limit;
  }
}

/** A limit's refusal as the API's 429; any other error as it is. */
const refusal = (error: unknown): unknown =>
  error instanceof RateLimited ? new TooManyRequests(error) : error;

/** Runs a limit check, turning a refusal into the API's 429. */
async function withinLimit<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    throw refusal(error);
  }
}

/** Takes numbers the route already checked (`requireValidPhone`), so each is parsed once. */
export interface OtpService {
  /**
   * Sends a code unless a limit says no. Answers the same whether or not the number has joined.
   * `beforeSending` (a registration writing its lead) runs only once every limit has allowed the
   * send, so a refused request changes nothing.
   */
  send(
    phone: ParsedPhone,
    ip: string,
    beforeSending?: () => Promise<void>,
    options?: SendOptions,
  ): Promise<CodeSent>;
  /** Checks a code unless a limit says no; a right one signs the phone's member in. */
  signIn(phone: ParsedPhone, code: string, ip: string): Promise<SignInCheck>;
  /**
   * Checks a code under the same limits without signing anyone in: proof that the caller holds
   * the phone (a member moving their account to a new number).
   */
  confirm(phone: ParsedPhone, code: string, ip: string): Promise<OtpCheck>;
  /** Drops the limits' counts kept under a phone (E.164) whose member's data is erased. */
  forgetPhone(phone: string): Promise<void>;
}

export interface SendOptions {
  /**
   * False to count the send under every limit and answer as if a code went out, without making
   * one: the ops console's sign-in for a number no admin listed, so that neither its answers nor
   * its limits tell which numbers are listed, and no stranger gets a code.
   */
  deliver?: boolean;
}

/** A code's check; a right one carries the session, null when the phone never joined. */
export type SignInCheck =
  Exclude<OtpCheck, { outcome: 'valid' }> | { outcome: 'valid'; session: SignedIn | null };

export function createOtpService(deps: {
  db: Database;
  sms: SmsSender;
  limits: OtpLimits;
  secret: string;
  log: FastifyBaseLogger;
}): OtpService {
  const { db, sms, limits, secret, log } = deps;
  return {
    forgetPhone: (phone) => limits.forgetPhone(phone),
    async send(parsed, ip, beforeSending, { deliver = true } = {}) {
      const reservation = await withinLimit(limits.reserveSend(parsed.e164, ip));
      try {
        await beforeSending?.();
        if (!deliver) return codeSent(parsed);
        const code = generateOtpCode();
        await storeOtp(db, parsed.e164, otpHmac(secret, parsed.e164, code));
        await sms.sendCode(parsed.e164, code);
      } catch (error) {
        // No code went out: the member may ask again at once, and it costs their network nothing.
        await reservation.release();
        if (!(error instanceof SmsDeliveryError)) throw error;
        log.warn({ phone: maskPhone(parsed.e164), reason: error.message }, 'SMS delivery failed');
        throw new HttpError(
          503,
          'otp_send_failed',
          'We could not send the code just now. Please try again in a minute.',
        );
      }
      return codeSent(parsed);
    },
    async signIn(parsed, code, ip) {
      await beforeChecking(parsed, ip);
      const codeHmac = otpHmac(secret, parsed.e164, code);
      const rush = await signInWithCode(db, parsed.e164, codeHmac);
      if (rush.spent) {
        await limits.rightGuess(parsed.e164);
        return { outcome: 'valid', session: rush.session };
      }
      const check = await checkOtp(db, parsed.e164, codeHmac);
      if (check.outcome === 'wrong') await withinLimit(limits.wrongGuess(parsed.e164));
      if (check.outcome !== 'valid') return check;
      await limits.rightGuess(parsed.e164);
      return { outcome: 'valid', session: await signInByPhone(db, parsed.e164) };
    },
    async confirm(parsed, code, ip) {
      await beforeChecking(parsed, ip);
      const check = await checkOtp(db, parsed.e164, otpHmac(secret, parsed.e164, code));
      if (check.outcome === 'wrong') await withinLimit(limits.wrongGuess(parsed.e164));
      if (check.outcome === 'valid') await limits.rightGuess(parsed.e164);
      return check;
    },
  };

  function codeSent(parsed: ParsedPhone): CodeSent {
    return {
      message: `We sent a ${OTP_POLICY.digits}-digit code to ${parsed.international}.`,
      phone_number: parsed.international,
      resendAfterSeconds: OTP_POLICY.resendCooldownMs / 1000,
      expiresInSeconds: OTP_POLICY.lifetimeMs / 1000,
    };
  }

  /** The network's and the phone's limits on checking a code, or their 429. */
  async function beforeChecking(parsed: ParsedPhone, ip: string): Promise<void> {
    // One round trip for both: the phone's lock is only read, so asking it beside the network's
    // count changes nothing, and the network's refusal still comes first.
    const [network, phone] = await Promise.allSettled([
      limits.beforeVerify(ip),
      limits.beforeGuess(parsed.e164),
    ]);
    if (network.status === 'rejected') throw refusal(network.reason);
    if (phone.status === 'rejected') throw refusal(phone.reason);
  }
}
