import { HttpError } from '../http/errors';
import type { OtpCheck } from './otp-codes';

/**
 * A code that did not pass, as the API says it: wrong (with the tries left), expired, or locked
 * (no tries left), each naming the `code` field. Signing in and confirming a new number say it
 * alike.
 */
export function codeRefusal(check: Exclude<OtpCheck, { outcome: 'valid' }>): HttpError {
  if (check.outcome === 'wrong' && check.triesLeft > 0) {
    const { triesLeft } = check;
    return new HttpError(
      400,
      'otp_wrong',
      `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
      { field: 'code', triesLeft },
    );
  }
  return check.outcome === 'expired'
    ? new HttpError(
        400,
        'otp_expired',
        'That code has expired or was already used. Please ask for a new one.',
        { field: 'code' },
      )
    : new HttpError(429, 'otp_locked', 'Too many wrong tries. Please ask for a new code.', {
        field: 'code',
      });
}
