import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface LimitSpec {
  keyPrefix: string;
  points: number;
  durationMs: number;
}

/**
 * A counter per key over a fixed window. With Redis the limit holds across every API process; if
 * Redis fails, each process falls back to its own memory (degraded, never down). Without Redis it
 * is per process.
 */
export function createLimiter(spec: LimitSpec, redis: Redis | null): RateLimiterAbstract {
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
