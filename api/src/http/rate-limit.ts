import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { clientNetwork } from './client-network';
import { HttpError } from './errors';

/**
 * Route `config` of the session and write routes limited per client IP. Sending and checking OTP
 * codes have their own limits (OTP_SENDS_PER_IP) and stay out of these.
 */
export const LIMITED_PER_IP = { rateLimit: {} };

/**
 * Counts in Redis when there is one, so the limit holds across API processes; otherwise in this
 * process's memory. A Redis error lets the request through uncounted: Redis being down must never
 * take the API down with it.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { redis, perMinute }: { redis: Redis | null; perMinute: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    keyGenerator: (request) => clientNetwork(request.ip),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      return new HttpError(
        429,
        'rate_limited',
        'Too many requests from your network. Please try later.',
        { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
      );
    },
  });
}
