import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../config/env';
import type { Database } from '../db/database';
import { openRedis, type RedisHandle } from '../cache/redis';
import { loadPinCodes } from '../members/pin-codes';
import type { PaymentGateway } from '../payments/payment-gateway';
import { gatewayOf } from '../payments/payments';
import { configuredOtpLimits, type OtpLimits } from '../security/send-limits';
import { declaredSiteRoutes } from './declared-site-routes';
import { DevSmsSender } from '../sms/dev-sms-sender';
import { STORE_KINDS, openTestDatabase, type StoreKind, type TestDatabase } from './test-database';
import { testClock, type TestClock } from './test-clock';

export const TEST_OPS_TOKEN = 'test-ops-token-0123456789abcdefghijkl';

/** Tests that need a real Redis run where REDIS_URL is set (CI), and are skipped elsewhere. */
export const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  sms: DevSmsSender;
  /** The app's payment gateway (the sandbox unless the config names Razorpay), to sign its events. */
  gateway: PaymentGateway;
  /** The app's clock: test data is made relative to it, not to the hour the test runs. */
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<ApiConfig>;
  otpLimits?: OtpLimits;
  /** The app's clock (when not given: one running from 10:00 in India today). */
  clock?: TestClock;
  /** Load India Post's PIN codes first, as the server does after it starts (decision 0041). */
  pinCodes?: boolean;
  /** Share one database between several apps (several API processes). */
  database?: Pick<TestDatabase, 'db' | 'close'>;
  redis?: RedisHandle | null;
}

/** A valid Indian mobile number no other test uses. */
export function uniquePhone(): string {
  return `+9198${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The last code the dev sender "texted" to a number. */
export function lastCode(sms: DevSmsSender, phone: string): string {
  const code = sms.messagesFor(phone).at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** The whole API on a seeded test database (a small demo crowd keeps set-up fast). */
export async function openTestApp(kind: StoreKind, options: TestAppOptions = {}): Promise<TestApp> {
  const ownDatabase = options.database ? null : await openTestDatabase(kind, 'seeded');
  const database = options.database ?? ownDatabase;
  if (!database) throw new Error('unreachable: a test database is either given or opened');
  const { db } = database;
  const config: ApiConfig = {
    ...loadConfig({}),
    siteRoot: null,
    opsToken: TEST_OPS_TOKEN,
    jwtSecret: TEST_JWT_SECRET,
    otpSendsPerIp: 100_000,
    writesPerIpPerMinute: 100_000,
    authFailuresPerIp: 100_000,
    // Many apps share one Jest process, where starting an embedded database blocks them all for
    // a moment; the overload guard would answer their requests 503.
    maxEventLoopDelayMs: 0,
    ...options.config,
  };
  const sms = new DevSmsSender(null);
  const gateway = gatewayOf(config.payment);
  const clock = options.clock ?? testClock();
  const redis = options.redis ?? null;
  const otpLimits =
    options.otpLimits ?? configuredOtpLimits(config, redis?.client ?? null, `test-${randomUUID()}`);
  const app = await buildApp({
    config,
    db,
    redis,
    logger: process.env.DEBUG_LOG === '1',
    sms,
    paymentGateway: gateway,
    otpLimits,
    clock: clock.now,
    boardsKeyPrefix: `test-lb-${randomUUID()}`,
    siteRoutes: await declaredSiteRoutes(),
  });
  await app.ready();
  if (options.pinCodes) await loadPinCodes(db);
  return {
    app,
    db,
    sms,
    gateway,
    clock,
    close: async () => {
      await app.close();
      await ownDatabase?.close();
    },
  };
}

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/**
 * Each store without Redis and, where REDIS_URL is set (CI), the last store with it (as in
 * production): for the routes whose limits, counters or caches live in Redis when there is one.
 */
export const STORE_VARIANTS: [StoreKind, boolean][] = [
  ...STORE_KINDS.map((kind): [StoreKind, boolean] => [kind, false]),
  ...(process.env.REDIS_URL
    ? [[STORE_KINDS[STORE_KINDS.length - 1] ?? 'pglite', true] as [StoreKind, boolean]]
    : []),
];

/** `testAppFor`, with a Redis connection of its own when `withRedis` (closed after the app). */
export function testAppWithRedisFor(
  kind: StoreKind,
  withRedis: boolean,
  options: Omit<TestAppOptions, 'redis'> = {},
): TestApp & { redis: RedisHandle | null } {
  const redis = withRedis && process.env.REDIS_URL ? openRedis(process.env.REDIS_URL) : null;
  const t = testAppFor(kind, { ...options, redis });
  afterAll(() => redis?.close());
  return Object.assign(t, { redis });
}

/**
 * Opens one app for the enclosing describe block (before all its tests, closed after them) and
 * returns a handle that reaches it from inside the tests.
 */
export function testAppFor(kind: StoreKind, options: TestAppOptions = {}): TestApp {
  let opened: TestApp | null = null;
  beforeAll(async () => {
    opened = await openTestApp(kind, options);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const current = (): TestApp => {
    if (!opened)
      throw new Error('the test app is only open inside the tests of its describe block');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get sms() {
      return current().sms;
    },
    get gateway() {
      return current().gateway;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
  };
}
