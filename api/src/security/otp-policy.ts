/** The OTP rules of the architecture page, in one place. */
export const OTP_POLICY = {
  digits: 6,
  lifetimeMs: 5 * 60_000,
  maxTries: 3,
  resendCooldownMs: 60_000,
  sendsPerPhone: 5,
  sendWindowMs: 15 * 60_000,
  /** Wrong codes per phone across every code sent to it (a resend gives no fresh guesses). */
  wrongGuessesPerPhone: 10,
  wrongGuessWindowMs: 60 * 60_000,
} as const;
