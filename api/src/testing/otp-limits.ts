import type { OtpLimits } from '../security/send-limits';

/**
 * OTP limits that never say no, for tests where one member asks for several codes within the real
 * resend cooldown (a parent's consent code a moment after signing in). The limits themselves are
 * tested with the OTP service.
 */
export const noOtpLimits: OtpLimits = {
  reserveSend: async () => ({ release: async () => undefined }),
  beforeVerify: async () => undefined,
  beforeGuess: async () => undefined,
  wrongGuess: async () => undefined,
  forgetPhone: async () => undefined,
  rightGuess: async () => undefined,
};
