import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { OTP_POLICY } from './otp-policy';

/** A fresh code from the CSPRNG, zero-padded: "004271". */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
}

/** Codes are kept only as an HMAC bound to the phone, so a database copy reveals no code. */
export function otpHmac(secret: string, phone: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest();
}

export async function storeOtp(db: Queryable, phone: string, codeHmac: Buffer): Promise<void> {
  await db.query(
    `INSERT INTO otp_codes (phone_number, code_hmac, expires_at, attempts, created_at)
     VALUES ($1, $2, now() + $3 * interval '1 millisecond', 0, now())
     ON CONFLICT (phone_number) DO UPDATE SET
       code_hmac = EXCLUDED.code_hmac, expires_at = EXCLUDED.expires_at, attempts = 0,
       created_at = EXCLUDED.created_at`,
    [phone, codeHmac, OTP_POLICY.lifetimeMs],
  );
}

export type OtpCheck =
  | { outcome: 'valid' }
  /** A wrong code; with no tries left the code is now locked. */
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'expired' }
  | { outcome: 'locked' };

/**
 * Spends one try on the phone's live code. Counting the try first and deleting on success, both
 * as single statements, keeps a code single-use and its try limit exact under concurrent calls.
 * A right code with a try left is mostly spent before this, with the sign-in (`signInWithCode`).
 */
export async function checkOtp(db: Queryable, phone: string, codeHmac: Buffer): Promise<OtpCheck> {
  const [row] = await db.query<{ code_hmac: Buffer | Uint8Array; attempts: number }>(
    `UPDATE otp_codes SET attempts = attempts + 1
     WHERE phone_number = $1 AND expires_at > now()
     RETURNING code_hmac, attempts`,
    [phone],
  );
  if (!row) return { outcome: 'expired' };
  if (row.attempts > OTP_POLICY.maxTries) return { outcome: 'locked' };
  const stored = Buffer.from(row.code_hmac);
  if (stored.length !== codeHmac.length || !timingSafeEqual(stored, codeHmac)) {
    return { outcome: 'wrong', triesLeft: OTP_POLICY.maxTries - row.attempts };
  }
  const consumed = await db.query(
    'DELETE FROM otp_codes WHERE phone_number = $1 AND code_hmac = $2 RETURNING 1',
    [phone, codeHmac],
  );
  return consumed.length === 1 ? { outcome: 'valid' } : { outcome: 'expired' };
}
