import { Redis } from 'ioredis';
import { openRedis, type RedisHandle } from '../cache/redis';
import { describeWithRedis, uniquePhone } from '../testing/test-app';
import { RateLimited, createOtpLimits } from './send-limits';

/** The name of the limit that refused, or 'sent'. */
async function outcome(reservation: Promise<unknown>): Promise<string> {
  try {
    await reservation;
    return 'sent';
  } catch (error) {
    if (error instanceof RateLimited) return error.limit;
    throw error;
  }
}

describeWithRedis('OTP send limits in Redis (one round trip per send)', () => {
  let redis: RedisHandle;
  beforeAll(async () => {
    redis = openRedis(process.env.REDIS_URL!);
    // Until it is connected, every limit counts in memory instead (see the last test).
    if (redis.client.status !== 'ready') {
      await new Promise((resolve) => redis.client.once('ready', resolve));
    }
  });
  afterAll(async () => {
    await redis.close();
  });

  /** The counts of a phone's cooldown, a client address's sends and the phone's sends. */
  const counts = (prefix: string, phone: string, ip: string) =>
    redis.client.mget(
      `${prefix}:cooldown:${phone}`,
      `${prefix}:ip:${ip}`,
      `${prefix}:phone:${phone}`,
    );

  it('counts each limit in order, and a refusal gives back only what the limits before it took', async () => {
    const prefix = `test-reserve-${Date.now()}`;
    const limits = createOtpLimits(redis.client, { sendsPerIp: 2, keyPrefix: prefix });
    const [a, b, c] = [uniquePhone(), uniquePhone(), uniquePhone()];
    const ip = '203.0.113.7';

    expect(await outcome(limits.reserveSend(a, ip))).toBe('sent');
    expect(await counts(prefix, a, ip)).toEqual(['1', '1', '1']);
    // The cooldown is asked first: the network's budget is not touched.
    expect(await outcome(limits.reserveSend(a, ip))).toBe('cooldown');
    expect(await counts(prefix, a, ip)).toEqual(['2', '1', '1']);

    expect(await outcome(limits.reserveSend(b, ip))).toBe('sent');
    // The network's third send: the cooldown it took is given back, the phone's count untouched.
    expect(await outcome(limits.reserveSend(c, ip))).toBe('ip-sends');
    expect(await counts(prefix, c, ip)).toEqual(['0', '3', null]);
    const cooldownLeft = await redis.client.pttl(`${prefix}:cooldown:${c}`);
    expect(cooldownLeft).toBeGreaterThan(55_000);
    expect(cooldownLeft).toBeLessThanOrEqual(60_000);

    const elsewhere = await limits.reserveSend(c, '198.51.100.9');
    expect(await counts(prefix, c, '198.51.100.9')).toEqual(['1', '1', '1']);
    await elsewhere.release();
    expect(await counts(prefix, c, '198.51.100.9')).toEqual(['0', '0', '0']);
  });

  it('sends at most 5 codes to a number in 15 minutes, and says how long to wait', async () => {
    const prefix = `test-phone-${Date.now()}`;
    const limits = createOtpLimits(redis.client, {
      sendsPerIp: 1000,
      resendCooldownMs: 1000,
      keyPrefix: prefix,
    });
    const phone = uniquePhone();
    for (let sent = 0; sent < 5; sent++) {
      expect(await outcome(limits.reserveSend(phone, '203.0.113.7'))).toBe('sent');
      await new Promise((resolve) => setTimeout(resolve, 1050));
    }
    const sixth = limits.reserveSend(phone, '203.0.113.7');
    await expect(sixth).rejects.toMatchObject({ limit: 'phone-sends' });
    const refusal = (await sixth.catch((error: unknown) => error)) as RateLimited;
    expect(refusal.retryAfterMs).toBeGreaterThan(14 * 60_000);
    // The refused send gave back the cooldown and the network's send it had taken.
    expect(await counts(prefix, phone, '203.0.113.7')).toEqual(['0', '5', '6']);
  }, 20_000);
});

describe('OTP send limits when Redis does not answer', () => {
  it('fall back to the process memory, limits included', async () => {
    // Nothing listens on port 1 and the client never retries: every command fails, as when Redis is down.
    const down = new Redis({ port: 1, enableOfflineQueue: false, retryStrategy: () => null });
    down.on('error', () => undefined);
    try {
      const limits = createOtpLimits(down, { sendsPerIp: 1000 });
      const phone = uniquePhone();
      expect(await outcome(limits.reserveSend(phone, '203.0.113.7'))).toBe('sent');
      expect(await outcome(limits.reserveSend(phone, '203.0.113.7'))).toBe('cooldown');
    } finally {
      down.disconnect();
    }
  });
});
