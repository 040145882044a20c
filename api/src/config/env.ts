import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SERVICE_NAMES, REFERRAL_BURST_LIMIT, type ServiceName } from '@yoga/shared/domain';
import {
  DEFAULT_SUPPORT_CONTACT,
  LOCAL_MEMBER_SITE_PATH,
  type SupportContact,
} from '@yoga/shared/routing';
import type { JWK } from 'jose';

export interface ApiConfig {
  nodeEnv: string;
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise the embedded PGlite under `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  redisUrl: string | null;
  services: ServiceName[];
  opsToken: string | null;
  seedDemoData: boolean;
  /** Folder holding `shell/dist` and `mf-*\/dist`; null when this process serves only the API. */
  siteRoot: string | null;
  /** The support desk handed to the browser in the manifest (SUPPORT_* variables). */
  support: SupportContact;
  /** Folder of the builds whose `routes.json` make the manifest (SITE_ROOT, even when not served). */
  buildsRoot: string;
  /** The release store: each remote's released builds (RELEASES_DIR, issue 25). */
  releasesDir: string;
  /** Public base path of the services, handed to the browser in the remote manifest. */
  publicApiBase: string;
  corsOrigins: string[];
  logLevel: string;
  /** Signs access tokens; every process of a deployment must share it. */
  jwtSecret: string;
  /** Keys the HMAC under which OTP codes are stored. */
  otpSecret: string;
  /** True when the secrets were generated for this process because none were configured. */
  ephemeralSecrets: boolean;
  sms: SmsConfig;
  /** Sends of a code allowed per client IP in 15 minutes. */
  otpSendsPerIp: number;
  /**
   * WRITES_PER_IP_PER_MINUTE (default 60): calls per client IP and minute to each of refresh-token,
   * logout, POST free-member and POST member/address. OTP sends and checks are not counted here.
   */
  writesPerIpPerMinute: number;
  /**
   * LOG_BATCHES_PER_IP_PER_MINUTE (default 120): analytics batches (`internal/logs`) per client
   * network and minute. Many phones share one address on Indian mobile networks; a batch over the
   * limit is lost analytics, never a slower page.
   */
  logBatchesPerIpPerMinute: number;
  /**
   * REFERRAL_BURST_LIMIT (default 3, issue 12 rule 2): referred sign-ups one device or network may
   * make in the window before the next is held for ops review.
   */
  referralBurstLimit: number;
  /** Forged or wrong bearer tokens one client network may send per 15 minutes (AUTH_FAILURES_PER_IP). */
  authFailuresPerIp: number;
  /** How long the server waits at start for the database to answer (DATABASE_WAIT_SECONDS). */
  databaseWaitMs: number;
  /** Event-loop delay past which requests answer 503 at once (MAX_EVENT_LOOP_DELAY_MS; 0: never). */
  maxEventLoopDelayMs: number;
  /** Trust X-Forwarded-For from this many proxies (0: the socket address is the client). */
  trustProxy: number;
  memberSiteUrl: string;
  /**
   * SENTRY_DSN: where browsers send their errors (a Sentry-compatible DSN); unset, they send
   * none and load no monitoring code.
   */
  monitoringDsn: string | null;
  /** The site's public origin (PUBLIC_SITE_URL) for QR codes and link previews; null: the request's. */
  publicSiteUrl: string | null;
  /**
   * CERTIFICATE_SIGNING_KEY: the private Ed25519 JWK that signs certificates (required in
   * production). Without it a development server makes one and keeps it in its database.
   */
  certificateSigningKey: JWK | null;
  /** The payment gateway of the paid membership (PAYMENT_PROVIDER and RAZORPAY_*, decision 0044). */
  payment: PaymentConfig;
}

/** Who may read the dev SMS outbox: clients on this machine only, or (asked for by name) anyone. */
export type DevOutboxAccess = 'loopback' | 'open';

/**
 * The limits that spare a phone owner a flood of texts, loosened for the dev sender, which texts
 * no one (a browser test run signs the same demo members in again and again). Unset: the OTP
 * policy's.
 */
export interface DevPhoneLimits {
  /** DEV_SMS_RESEND_COOLDOWN_SECONDS. */
  resendCooldownMs?: number;
  /** DEV_SMS_SENDS_PER_PHONE: codes per number per 15 minutes. */
  sendsPerPhone?: number;
}

export type SmsConfig =
  | { provider: 'dev'; outbox: DevOutboxAccess; phoneLimits: DevPhoneLimits }
  | { provider: 'http'; url: string; apiKey: string; template: string };

/**
 * Razorpay with the deployment's keys, or the sandbox: a checkout on this machine that takes no
 * money, refused in production.
 */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** RAZORPAY_API_URL: Razorpay's API unless a test points it at its own server. */
      apiUrl: string;
    };

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

export const DEFAULT_SMS_TEMPLATE =
  '{code} is your Yoga Challenge code. It expires in 5 minutes. Do not share it with anyone.';

export class ConfigError extends Error {}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseServices(value: string | undefined): ServiceName[] {
  if (value === undefined || value.trim() === '') return [...SERVICE_NAMES];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SERVICE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new ConfigError(
      `SERVICES has unknown names: ${unknown.join(', ')} (known: ${SERVICE_NAMES.join(', ')})`,
    );
  }
  return [...new Set(names)] as ServiceName[];
}

function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new ConfigError(`${name} must be an integer of at least ${min}, got "${value}"`);
  }
  return parsed;
}

function parseSms(env: NodeJS.ProcessEnv, production: boolean): SmsConfig {
  const provider = env.SMS_PROVIDER ?? (production ? 'http' : 'dev');
  const outbox = env.DEV_OUTBOX?.trim() || undefined;
  if (provider === 'dev') {
    // The dev sender prints codes and keeps them readable over HTTP: never in production.
    if (production) throw new ConfigError('SMS_PROVIDER=dev is refused when NODE_ENV=production');
    if (outbox !== undefined && outbox !== 'loopback' && outbox !== 'open')
      throw new ConfigError(`DEV_OUTBOX must be loopback or open, got "${outbox}"`);
    return { provider: 'dev', outbox: outbox ?? 'loopback', phoneLimits: devPhoneLimits(env) };
  }
  for (const name of ['DEV_OUTBOX', ...DEV_PHONE_LIMIT_NAMES]) {
    if (env[name] !== undefined) throw new ConfigError(`${name} is only for SMS_PROVIDER=dev`);
  }
  if (provider !== 'http')
    throw new ConfigError(`SMS_PROVIDER must be dev or http, got "${provider}"`);
  const url = env.SMS_GATEWAY_URL?.trim();
  const apiKey = env.SMS_GATEWAY_KEY?.trim();
  if (!url || !apiKey)
    throw new ConfigError('SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_KEY');
  try {
    new URL(url);
  } catch {
    throw new ConfigError(`SMS_GATEWAY_URL is not a URL: "${url}"`);
  }
  const template = env.SMS_TEMPLATE ?? DEFAULT_SMS_TEMPLATE;
  if (!template.includes('{code}')) throw new ConfigError('SMS_TEMPLATE must contain {code}');
  return { provider: 'http', url, apiKey, template };
}

function parsePayment(env: NodeJS.ProcessEnv, production: boolean): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER?.trim() || (production ? 'razorpay' : 'sandbox');
  if (provider === 'sandbox') {
    // The sandbox "pays" with a button: a production server taking it would give memberships away.
    if (production)
      throw new ConfigError('PAYMENT_PROVIDER=sandbox is refused when NODE_ENV=production');
    return { provider: 'sandbox' };
  }
  if (provider !== 'razorpay')
    throw new ConfigError(`PAYMENT_PROVIDER must be razorpay or sandbox, got "${provider}"`);
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim();
  if (!keyId || !keySecret || !webhookSecret) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  const apiUrl = (env.RAZORPAY_API_URL?.trim() || RAZORPAY_API_URL).replace(/\/$/, '');
  try {
    new URL(apiUrl);
  } catch {
    throw new ConfigError(`RAZORPAY_API_URL is not a URL: "${apiUrl}"`);
  }
  return { provider: 'razorpay', keyId, keySecret, webhookSecret, apiUrl };
}

const DEV_PHONE_LIMIT_NAMES = ['DEV_SMS_RESEND_COOLDOWN_SECONDS', 'DEV_SMS_SENDS_PER_PHONE'];

function devPhoneLimits(env: NodeJS.ProcessEnv): DevPhoneLimits {
  const cooldown = env.DEV_SMS_RESEND_COOLDOWN_SECONDS;
  const sends = env.DEV_SMS_SENDS_PER_PHONE;
  return {
    ...(cooldown
      ? { resendCooldownMs: parseInteger('DEV_SMS_RESEND_COOLDOWN_SECONDS', cooldown, 0, 1) * 1000 }
      : {}),
    ...(sends ? { sendsPerPhone: parseInteger('DEV_SMS_SENDS_PER_PHONE', sends, 0, 1) } : {}),
  };
}

/** A key or token: at least 32 characters, so no one guesses it; `required` when it must be set. */
function secret(name: string, value: string | undefined, required: boolean): string | null {
  const trimmed = value?.trim();
  if (trimmed) {
    if (trimmed.length < 32) throw new ConfigError(`${name} must be at least 32 characters`);
    return trimmed;
  }
  if (required) throw new ConfigError(`${name} is required when NODE_ENV=production`);
  return null;
}

function signingKey(value: string | undefined, production: boolean): JWK | null {
  const trimmed = value?.trim();
  if (!trimmed) {
    if (production) {
      throw new ConfigError('CERTIFICATE_SIGNING_KEY is required when NODE_ENV=production');
    }
    return null;
  }
  let jwk: JWK;
  try {
    jwk = JSON.parse(trimmed) as JWK;
  } catch {
    throw new ConfigError('CERTIFICATE_SIGNING_KEY must be a JSON Web Key');
  }
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.x) {
    throw new ConfigError(
      'CERTIFICATE_SIGNING_KEY must be a private Ed25519 key (a JWK with kty OKP, crv Ed25519, d and x)',
    );
  }
  return jwk;
}

const repositoryRoot = path.resolve(__dirname, '../../..');

/**
 * The support desk from SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS and SUPPORT_HOURS_HI. When only
 * SUPPORT_HOURS is set, Hindi pages show it too: the desk's real hours in English are better than
 * demo hours in Hindi. Production needs a real phone and e-mail; elsewhere a missing one is the
 * example desk's, and the desk says it is an example.
 */
function parseSupport(env: NodeJS.ProcessEnv, production: boolean): SupportContact {
  const text = (value: string | undefined) => value?.trim() || null;
  const phone = text(env.SUPPORT_PHONE);
  const email = text(env.SUPPORT_EMAIL);
  if (production && (!phone || !email)) {
    throw new ConfigError('SUPPORT_PHONE and SUPPORT_EMAIL are required when NODE_ENV=production');
  }
  const hoursEn = text(env.SUPPORT_HOURS);
  return {
    phone: phone ?? DEFAULT_SUPPORT_CONTACT.phone,
    email: email ?? DEFAULT_SUPPORT_CONTACT.email,
    hours: { en: hoursEn, hi: text(env.SUPPORT_HOURS_HI) ?? hoursEn },
    example: !phone || !email,
  };
}

/**
 * MEMBER_SITE_URL: the member site's login, where paid members of older challenges go. Required
 * in production; in development, unset means this site's own page that says what would happen
 * there, so a demo never sends anyone to a host that does not exist.
 */
function parseMemberSite(value: string | undefined, production: boolean): string {
  const url = value?.trim();
  if (!url) {
    if (production) throw new ConfigError('MEMBER_SITE_URL is required when NODE_ENV=production');
    return LOCAL_MEMBER_SITE_PATH;
  }
  try {
    new URL(url);
  } catch {
    throw new ConfigError(`MEMBER_SITE_URL is not a URL: "${url}"`);
  }
  return url;
}

/** SENTRY_DSN, when set: an http(s) URL with the project's public key as its user. */
function parseMonitoringDsn(value: string | undefined): string | null {
  const dsn = value?.trim();
  if (!dsn) return null;
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new ConfigError(`SENTRY_DSN is not a URL: "${dsn}"`);
  }
  if (!/^https?:$/.test(url.protocol) || !url.username || !/^\/\d+$/.test(url.pathname)) {
    throw new ConfigError(
      `SENTRY_DSN must look like https://<public key>@<host>/<project id>: "${dsn}"`,
    );
  }
  return dsn;
}

/** Reads every setting from environment variables (documented in the README) and checks them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const production = env.NODE_ENV === 'production';
  const jwtSecret = secret('JWT_SECRET', env.JWT_SECRET, production);
  const otpSecret = secret('OTP_SECRET', env.OTP_SECRET, production);
  const publicSiteUrl = env.PUBLIC_SITE_URL?.trim().replace(/\/$/, '') || null;
  if (publicSiteUrl !== null && !/^https?:\/\/[^/\s]+$/.test(publicSiteUrl)) {
    throw new ConfigError(
      `PUBLIC_SITE_URL must be an origin such as https://example.org: "${publicSiteUrl}"`,
    );
  }
  const serveSite = parseBoolean('SERVE_SITE', env.SERVE_SITE, true);
  // Checked in this order so a new deployment learns what it lacks one setting at a time.
  const sms = parseSms(env, production);
  const certificateSigningKey = signingKey(env.CERTIFICATE_SIGNING_KEY, production);
  const memberSiteUrl = parseMemberSite(env.MEMBER_SITE_URL, production);
  const support = parseSupport(env, production);
  const payment = parsePayment(env, production);
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    host: env.HOST ?? '127.0.0.1',
    port: parsePort(env.PORT),
    databaseUrl,
    pgliteDir: path.resolve(env.PGLITE_DIR ?? 'data/pglite'),
    redisUrl: env.REDIS_URL?.trim() || null,
    services: parseServices(env.SERVICES),
    opsToken: secret('OPS_TOKEN', env.OPS_TOKEN, false),
    // The embedded database is for trying the site out, so it comes with demo data unless told not to.
    seedDemoData: parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, databaseUrl === null),
    siteRoot: serveSite ? path.resolve(env.SITE_ROOT ?? repositoryRoot) : null,
    buildsRoot: path.resolve(env.SITE_ROOT ?? repositoryRoot),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(repositoryRoot, 'releases')),
    support,
    publicApiBase: (env.PUBLIC_API_BASE ?? '/api').replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: jwtSecret ?? randomBytes(32).toString('hex'),
    otpSecret: otpSecret ?? randomBytes(32).toString('hex'),
    ephemeralSecrets: jwtSecret === null || otpSecret === null,
    sms,
    otpSendsPerIp: parseInteger('OTP_SENDS_PER_IP', env.OTP_SENDS_PER_IP, 30, 1),
    writesPerIpPerMinute: parseInteger(
      'WRITES_PER_IP_PER_MINUTE',
      env.WRITES_PER_IP_PER_MINUTE,
      60,
      1,
    ),
    logBatchesPerIpPerMinute: parseInteger(
      'LOG_BATCHES_PER_IP_PER_MINUTE',
      env.LOG_BATCHES_PER_IP_PER_MINUTE,
      120,
      1,
    ),
    referralBurstLimit: parseInteger(
      'REFERRAL_BURST_LIMIT',
      env.REFERRAL_BURST_LIMIT,
      REFERRAL_BURST_LIMIT,
      1,
    ),
    authFailuresPerIp: parseInteger('AUTH_FAILURES_PER_IP', env.AUTH_FAILURES_PER_IP, 20, 1),
    databaseWaitMs: parseInteger('DATABASE_WAIT_SECONDS', env.DATABASE_WAIT_SECONDS, 60, 0) * 1000,
    maxEventLoopDelayMs: parseInteger(
      'MAX_EVENT_LOOP_DELAY_MS',
      env.MAX_EVENT_LOOP_DELAY_MS,
      1000,
      0,
    ),
    trustProxy: parseInteger('TRUST_PROXY', env.TRUST_PROXY, 0, 0),
    memberSiteUrl,
    monitoringDsn: parseMonitoringDsn(env.SENTRY_DSN),
    publicSiteUrl,
    certificateSigningKey,
    payment,
  };
}

/** Where browsers send their errors (the DSN's origin), which the pages' CSP must let them reach. */
export const monitoringOrigins = (config: Pick<ApiConfig, 'monitoringDsn'>): string[] =>
  config.monitoringDsn ? [new URL(config.monitoringDsn).origin] : [];

/** Where a browser on this machine reaches a server listening on `host` and `port`. */
export const localOrigin = (host: string, port: number) =>
  `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

/** The site's public origin: PUBLIC_SITE_URL, else where this process listens. */
export function siteUrlOf(config: ApiConfig): string {
  return config.publicSiteUrl ?? localOrigin(config.host, config.port);
}
