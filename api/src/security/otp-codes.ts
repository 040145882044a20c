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
 * Spends one try on the phone's live code. The right code with a try left is spent in one
 * statement, deleting it: under concurrent calls one of them deletes the row and the others find
 * no code, and a right code after the tries ran out is not deleted. Anything else counts the try
 * first and deletes on success, both as single statements, which keeps a code single-use and its
 * try limit exact. The code is compared in SQL as an HMAC keyed by the server's secret, so how
 * long the comparison takes tells nothing about the code.
 */
export async function checkOtp(db: Queryable, phone: string, codeHmac: Buffer): Promise<OtpCheck> {
  const spent = await db.query(
    `DELETE FROM otp_codes
     WHERE phone_number = $1 AND code_hmac = $2 AND expires_at > now() AND attempts < $3
     RETURNING 1`,
    [phone, codeHmac, OTP_POLICY.maxTries],
  );
  if (spent.length === 1) return { outcome: 'valid' };
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
