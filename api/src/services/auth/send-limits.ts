import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { OTP_POLICY } from './otp-policy';
import { clientNetwork } from '../../http/client-network';

interface LimitSpec {
  keyPrefix: string;
  points: number;
  durationMs: number;
}

/**
 * With Redis the limits hold across every API process; if Redis fails, each process falls back to
 * its own memory (degraded, never down). Without Redis they are per process.
 */
function limiter(spec: LimitSpec, redis: Redis | null): RateLimiterAbstract {
  const options = {
    keyPrefix: spec.keyPrefix,
    points: spec.points,
    duration: Math.ceil(spec.durationMs / 1000),
  };
  const memory = new RateLimiterMemory(options);
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
    : memory;
}

/** Which limit said no: a caller treats the resend cooldown differently from the others. */
export type OtpLimitName = 'ip-sends' | 'cooldown' | 'phone-sends' | 'ip-verifies';

export class RateLimited extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    readonly limit: OtpLimitName,
  ) {
    super(message);
  }
}

export interface OtpLimits {
  /** Call before sending a code; throws RateLimited when any limit is reached. */
  beforeSend(phone: string, ip: string): Promise<void>;
  /** Call before checking a code, against guessing across many phones from one address. */
  beforeVerify(ip: string): Promise<void>;
}

async function consume(
  limiterToUse: RateLimiterAbstract,
  key: string,
  limit: OtpLimitName,
  message: string | ((seconds: number) => string),
): Promise<void> {
  try {
    await limiterToUse.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const text =
        typeof message === 'string'
          ? message
          : message(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw new RateLimited(text, rejection.msBeforeNext, limit);
    }
    throw rejection;
  }
}

export interface OtpLimitOptions {
  sendsPerIp: number;
  /** Tests shorten the cooldown; everything else follows OTP_POLICY. */
  resendCooldownMs?: number;
  /** Keeps test runs sharing one Redis from seeing each other's counters. */
  keyPrefix?: string;
}

export function createOtpLimits(
  redis: Redis | null,
  {
    sendsPerIp,
    resendCooldownMs = OTP_POLICY.resendCooldownMs,
    keyPrefix = 'otp',
  }: OtpLimitOptions,
): OtpLimits {
  const ipSends = limiter(
    { keyPrefix: `${keyPrefix}:ip`, points: sendsPerIp, durationMs: OTP_POLICY.sendWindowMs },
    redis,
  );
  const cooldown = limiter(
    { keyPrefix: `${keyPrefix}:cooldown`, points: 1, durationMs: resendCooldownMs },
    redis,
  );
  const phoneSends = limiter(
    {
      keyPrefix: `${keyPrefix}:phone`,
      points: OTP_POLICY.sendsPerPhone,
      durationMs: OTP_POLICY.sendWindowMs,
    },
    redis,
  );
  const ipVerifies = limiter(
    {
      keyPrefix: `${keyPrefix}:verify-ip`,
      points: sendsPerIp * OTP_POLICY.maxTries,
      durationMs: OTP_POLICY.sendWindowMs,
    },
    redis,
  );
  return {
    async beforeSend(phone, ip) {
      await consume(
        ipSends,
        clientNetwork(ip),
        'ip-sends',
        'Too many codes were requested from your network. Please try later.',
      );
      await consume(
        cooldown,
        phone,
        'cooldown',
        (seconds) => `Please wait ${seconds} s before asking for another code.`,
      );
      try {
        await consume(
          phoneSends,
          phone,
          'phone-sends',
          'Too many codes were sent to this number. Please try again later.',
        );
      } catch (error) {
        // No code goes out, so no cooldown starts: the member hears about the real limit.
        await cooldown.reward(phone).catch(() => undefined);
        throw error;
      }
    },
    async beforeVerify(ip) {
      await consume(
        ipVerifies,
        clientNetwork(ip),
        'ip-verifies',
        'Too many attempts from your network. Please try later.',
      );
    },
  };
}
