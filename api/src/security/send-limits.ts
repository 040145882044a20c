import type { Redis, Result } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter as limiter } from '../cache/limiter';
import { clientNetwork } from '../http/client-network';
import type { ApiConfig } from '../config/env';
import { OTP_POLICY } from './otp-policy';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** See RESERVE_SEND_LUA. */
    otpReserveSend(...keysAndArguments: string[]): Result<[number, number], Context>;
  }
}

/**
 * The send limits in one round trip, each counted as rate-limiter-flexible counts it (its key set
 * to 0 with the window's expiry when missing, then raised by one; ARGV holds each limit's points
 * and window in seconds), in order. The first limit reached keeps its count and the ones before it
 * are given back as its `reward` gives them back; the ones after it are not touched. Answers the
 * position of the limit reached (0 for none) and its milliseconds left. Run as one script, a
 * refusal is never seen half done by a concurrent send.
 */
const RESERVE_SEND_LUA = `
local function add(key, seconds, points)
  redis.call('set', key, 0, 'EX', seconds, 'NX')
  local count = redis.call('incrby', key, points)
  local ttl = redis.call('pttl', key)
  if ttl == -1 then
    redis.call('expire', key, seconds)
    ttl = 1000 * seconds
  end
  return count, ttl
end
for i, key in ipairs(KEYS) do
  local count, ttl = add(key, ARGV[2 * i], 1)
  if count > tonumber(ARGV[2 * i - 1]) then
    for j = 1, i - 1 do add(KEYS[j], ARGV[2 * j], -1) end
    return {i, ttl}
  end
end
return {0, 0}
`;

/** Which limit said no: a caller treats the resend cooldown differently from the others. */
export type OtpLimitName =
  'ip-sends' | 'cooldown' | 'phone-sends' | 'ip-verifies' | 'phone-guesses';

export class RateLimited extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    readonly limit: OtpLimitName,
  ) {
    super(message);
  }
}

/** What a send took from the limits, to give back when no code went out after all. */
export interface SendReservation {
  release(): Promise<void>;
}

export interface OtpLimits {
  /**
   * Call before sending a code; throws RateLimited when any limit is reached. A refusal costs
   * nothing: what the earlier limits took is given back, so an "already sent" answer or a refusal
   * by another limit does not use up the client address's budget.
   */
  reserveSend(phone: string, ip: string): Promise<SendReservation>;
  /** Call before checking a code, against guessing across many phones from one address. */
  beforeVerify(ip: string): Promise<void>;
  /** Throws RateLimited while the phone is locked after too many wrong codes. */
  beforeGuess(phone: string): Promise<void>;
  /** Counts a wrong code; throws RateLimited when that was the phone's last guess in the window. */
  wrongGuess(phone: string): Promise<void>;
  /** Drops every count kept under the phone (its member's data is erased; decision 0040). */
  forgetPhone(phone: string): Promise<void>;
  /** A right code clears the phone's wrong guesses. */
  rightGuess(phone: string): Promise<void>;
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

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
        typeof message === 'string' ? message : message(secondsUntil(rejection.msBeforeNext));
      throw new RateLimited(text, rejection.msBeforeNext, limit);
    }
    throw rejection;
  }
}

const phoneLocked = (ms: number) =>
  new RateLimited(
    `Too many wrong codes for this number. Please try again in ${Math.ceil(secondsUntil(ms) / 60)} min.`,
    ms,
    'phone-guesses',
  );

export interface OtpLimitOptions {
  sendsPerIp: number;
  /** Shorter for tests and the dev SMS sender (see `DevPhoneLimits` in config); else OTP_POLICY's. */
  resendCooldownMs?: number;
  /** Higher only for the dev SMS sender (see `DevPhoneLimits` in config); else OTP_POLICY's. */
  sendsPerPhone?: number;
  /** Keeps test runs sharing one Redis from seeing each other's counters. */
  keyPrefix?: string;
}

/** The limits a configuration asks for (the dev sender's loosened phone limits included). */
export function configuredOtpLimits(
  config: Pick<ApiConfig, 'otpSendsPerIp' | 'sms'>,
  redis: Redis | null,
  keyPrefix?: string,
): OtpLimits {
  return createOtpLimits(redis, {
    sendsPerIp: config.otpSendsPerIp,
    ...(config.sms.provider === 'dev' ? config.sms.phoneLimits : {}),
    ...(keyPrefix ? { keyPrefix } : {}),
  });
}

export function createOtpLimits(
  redis: Redis | null,
  {
    sendsPerIp,
    resendCooldownMs = OTP_POLICY.resendCooldownMs,
    sendsPerPhone = OTP_POLICY.sendsPerPhone,
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
      points: sendsPerPhone,
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
  const phoneGuesses = limiter(
    {
      keyPrefix: `${keyPrefix}:guess-phone`,
      points: OTP_POLICY.wrongGuessesPerPhone,
      durationMs: OTP_POLICY.wrongGuessWindowMs,
    },
    redis,
  );
  const giveBack = (taken: [RateLimiterAbstract, string][]) =>
    Promise.all(taken.map(([from, key]) => from.reward(key).catch(() => undefined))).then(
      () => undefined,
    );
  const sendSteps = (
    phone: string,
    network: string,
  ): [RateLimiterAbstract, string, OtpLimitName, Parameters<typeof consume>[3]][] => [
    // The cooldown comes first: a code sent under a minute ago is an answer that costs nothing.
    [
      cooldown,
      phone,
      'cooldown',
      (seconds) => `Please wait ${seconds} s before asking for another code.`,
    ],
    [
      ipSends,
      network,
      'ip-sends',
      'Too many codes were requested from your network. Please try later.',
    ],
    [
      phoneSends,
      phone,
      'phone-sends',
      'Too many codes were sent to this number. Please try again later.',
    ],
  ];
  const reserveOneByOne = async (steps: ReturnType<typeof sendSteps>) => {
    const taken: [RateLimiterAbstract, string][] = [];
    for (const [from, key, name, message] of steps) {
      try {
        await consume(from, key, name, message);
      } catch (error) {
        await giveBack(taken);
        throw error;
      }
      taken.push([from, key]);
    }
    return { release: () => giveBack(taken) };
  };
  if (redis) redis.defineCommand('otpReserveSend', { lua: RESERVE_SEND_LUA });

  return {
    async reserveSend(phone, ip) {
      const steps = sendSteps(phone, clientNetwork(ip));
      if (!redis) return reserveOneByOne(steps);
      let answer: [number, number];
      try {
        answer = await redis.otpReserveSend(
          String(steps.length),
          ...steps.map(([from, key]) => from.getKey(key)),
          ...steps.flatMap(([from]) => [String(from.points), String(from.duration)]),
        );
      } catch {
        // Redis failed: each limiter falls back to this process's memory, as every other limit does.
        return reserveOneByOne(steps);
      }
      const [reached, msLeft] = answer;
      const refused = steps[reached - 1];
      if (refused) {
        const [, , name, message] = refused;
        const text = typeof message === 'string' ? message : message(secondsUntil(msLeft));
        throw new RateLimited(text, msLeft, name);
      }
      return { release: () => giveBack(steps.map(([from, key]) => [from, key])) };
    },
    async beforeVerify(ip) {
      await consume(
        ipVerifies,
        clientNetwork(ip),
        'ip-verifies',
        'Too many attempts from your network. Please try later.',
      );
    },
    async beforeGuess(phone) {
      const spent = await phoneGuesses.get(phone);
      if (spent && spent.remainingPoints <= 0) throw phoneLocked(spent.msBeforeNext);
    },
    async wrongGuess(phone) {
      try {
        const spent = await phoneGuesses.consume(phone);
        if (spent.remainingPoints <= 0) throw phoneLocked(spent.msBeforeNext);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw phoneLocked(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async forgetPhone(phone) {
      await Promise.all([cooldown, phoneSends, phoneGuesses].map((from) => from.delete(phone)));
    },
    async rightGuess(phone) {
      await phoneGuesses.delete(phone).catch(() => undefined);
    },
  };
}
