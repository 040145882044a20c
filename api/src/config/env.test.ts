import path from 'node:path';
import { SERVICE_NAMES } from '@yoga/shared/domain';
import { ConfigError, loadConfig, monitoringOrigins } from './env';

describe('loadConfig', () => {
  it('defaults to every service on port 3000 with the embedded store and demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.services).toEqual([...SERVICE_NAMES]);
    expect(config.databaseUrl).toBeNull();
    expect(config.seedDemoData).toBe(true);
    expect(config.pgliteDir).toBe(path.resolve('data/pglite'));
    expect(config.opsToken).toBeNull();
    expect(config.writesPerIpPerMinute).toBe(60);
    expect(loadConfig({ WRITES_PER_IP_PER_MINUTE: '600' }).writesPerIpPerMinute).toBe(600);
    expect(config.referralBurstLimit).toBe(3);
    expect(loadConfig({ REFERRAL_BURST_LIMIT: '8' }).referralBurstLimit).toBe(8);
  });

  it('uses PostgreSQL without demo data when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/test' });
    expect(config.databaseUrl).toBe('postgres://localhost/test');
    expect(config.seedDemoData).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
  });

  it('reads a subset of services, trimming and de-duplicating', () => {
    expect(loadConfig({ SERVICES: 'lead, auth,lead' }).services).toEqual(['lead', 'auth']);
  });

  it.each([
    [{ SERVICES: 'lead,payments' }, 'SERVICES has unknown names: payments'],
    [{ PORT: 'eighty' }, 'PORT must be an integer'],
    [{ PORT: '70000' }, 'PORT must be an integer'],
    [{ SEED_DEMO_DATA: 'yes' }, 'SEED_DEMO_DATA must be true or false'],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('does not serve the site when SERVE_SITE=false', () => {
    expect(loadConfig({ SERVE_SITE: 'false' }).siteRoot).toBeNull();
  });
});

describe('loadConfig for the support desk', () => {
  it('hands out the example desk, marked as an example, with no hours of its own by default', () => {
    expect(loadConfig({}).support).toEqual({
      phone: '+91 00000 00000',
      email: 'support@example.com',
      hours: { en: null, hi: null },
      example: true,
    });
    expect(loadConfig({ SUPPORT_PHONE: '+91 80 4567 8900' }).support).toMatchObject({
      email: 'support@example.com',
      example: true,
    });
  });

  it('reads the desk at start, and SUPPORT_HOURS stands in for a missing Hindi text', () => {
    expect(
      loadConfig({
        SUPPORT_PHONE: ' +91 80 4567 8900 ',
        SUPPORT_EMAIL: 'desk@example.org',
        SUPPORT_HOURS: 'Daily, 8 am to 8 pm IST',
      }).support,
    ).toEqual({
      phone: '+91 80 4567 8900',
      email: 'desk@example.org',
      hours: { en: 'Daily, 8 am to 8 pm IST', hi: 'Daily, 8 am to 8 pm IST' },
      example: false,
    });
    expect(
      loadConfig({ SUPPORT_HOURS: '8–8', SUPPORT_HOURS_HI: 'सुबह 8 से रात 8' }).support.hours,
    ).toEqual({ en: '8–8', hi: 'सुबह 8 से रात 8' });
  });
});

/** The three Razorpay settings a real gateway needs (test values). */
const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_live_0123456789',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

/** Every setting production needs but the payment gateway's. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(32),
  OTP_SECRET: 'o'.repeat(32),
  SMS_GATEWAY_URL: 'https://sms.example/send',
  SMS_GATEWAY_KEY: 'key',
  CERTIFICATE_SIGNING_KEY: JSON.stringify({
    kty: 'OKP',
    crv: 'Ed25519',
    d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
    x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  }),
  MEMBER_SITE_URL: 'https://members.example/login',
  SUPPORT_PHONE: '+91 80 4567 8900',
  SUPPORT_EMAIL: 'desk@example.org',
};

describe('loadConfig for payments', () => {
  it('uses the sandbox outside production', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).payment).toEqual({ provider: 'sandbox' });
  });

  it('refuses the sandbox in production, and defaults there to Razorpay, which needs its keys', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'PAYMENT_PROVIDER=sandbox is refused when NODE_ENV=production',
    );
    expect(() => loadConfig(PRODUCTION)).toThrow('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID');
    expect(loadConfig({ ...PRODUCTION, ...RAZORPAY_KEYS }).payment.provider).toBe('razorpay');
  });

  it('takes Razorpay with its three secrets and an API address a test may change', () => {
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'razorpay',
        ...RAZORPAY_KEYS,
        RAZORPAY_API_URL: 'http://127.0.0.1:9999/',
      }).payment,
    ).toMatchObject({ provider: 'razorpay', apiUrl: 'http://127.0.0.1:9999' });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be razorpay or sandbox'],
    ...Object.keys(RAZORPAY_KEYS).map((name): [NodeJS.ProcessEnv, string] => [
      { PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY_KEYS, [name]: ' ' },
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    ]),
    [
      { PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY_KEYS, RAZORPAY_API_URL: 'not a url' },
      'RAZORPAY_API_URL is not a URL',
    ],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig for sign-in', () => {
  const strong = 'x'.repeat(32);

  it('uses the dev SMS sender, per-process secrets and the local member-site page outside production', () => {
    const config = loadConfig({});
    expect(config.memberSiteUrl).toBe('/member-site');
    expect(config.sms).toEqual({
      provider: 'dev',
      outbox: 'loopback',
      phoneLimits: {},
    });
    expect(config.ephemeralSecrets).toBe(true);
    expect(config.jwtSecret).toHaveLength(64);
  });

  it('lets the dev sender, which texts no one, wait less between codes and send more', () => {
    const config = loadConfig({
      DEV_SMS_RESEND_COOLDOWN_SECONDS: '20',
      DEV_SMS_SENDS_PER_PHONE: '50',
    });
    expect(config.sms).toMatchObject({
      provider: 'dev',
      phoneLimits: { resendCooldownMs: 20_000, sendsPerPhone: 50 },
    });
  });

  it('refuses the dev SMS sender in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: strong,
        OTP_SECRET: strong,
        SMS_PROVIDER: 'dev',
      }),
    ).toThrow('SMS_PROVIDER=dev is refused when NODE_ENV=production');
  });

  // An Ed25519 private key as a JWK (a test key, never used to sign anything real).
  const signingKey = {
    kty: 'OKP',
    crv: 'Ed25519',
    d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
    x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  };

  it('requires secrets, a gateway and a signing key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: strong, OTP_SECRET: strong }),
    ).toThrow('SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_KEY');
    const withGateway = {
      NODE_ENV: 'production',
      JWT_SECRET: strong,
      OTP_SECRET: strong,
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_KEY: 'key',
    };
    expect(() => loadConfig(withGateway)).toThrow(
      'CERTIFICATE_SIGNING_KEY is required when NODE_ENV=production',
    );
    const withKey = { ...withGateway, CERTIFICATE_SIGNING_KEY: JSON.stringify(signingKey) };
    expect(() => loadConfig(withKey)).toThrow(
      'MEMBER_SITE_URL is required when NODE_ENV=production',
    );
    const withMemberSite = { ...withKey, MEMBER_SITE_URL: 'https://members.example/login' };
    expect(() => loadConfig({ ...withMemberSite, SUPPORT_EMAIL: 'desk@example.org' })).toThrow(
      'SUPPORT_PHONE and SUPPORT_EMAIL are required when NODE_ENV=production',
    );
    const withDesk = {
      ...withMemberSite,
      SUPPORT_PHONE: '+91 80 4567 8900',
      SUPPORT_EMAIL: 'desk@example.org',
    };
    expect(() => loadConfig(withDesk)).toThrow(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
    const config = loadConfig({ ...withDesk, ...RAZORPAY_KEYS });
    expect(config.memberSiteUrl).toBe('https://members.example/login');
    expect(config.support.example).toBe(false);
    expect(config.sms).toMatchObject({ provider: 'http', url: 'https://sms.example/send' });
    expect(config.ephemeralSecrets).toBe(false);
    expect(config.certificateSigningKey).toEqual(signingKey);
    expect(config.payment).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_0123456789',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
      apiUrl: 'https://api.razorpay.com',
    });
  });

  it.each([
    ['not JSON', 'CERTIFICATE_SIGNING_KEY must be a JSON Web Key'],
    [
      JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: signingKey.x }),
      'must be a private Ed25519 key',
    ],
    [JSON.stringify({ ...signingKey, crv: 'X25519' }), 'must be a private Ed25519 key'],
  ])('refuses a signing key that is %s', (value, message) => {
    expect(() => loadConfig({ CERTIFICATE_SIGNING_KEY: value })).toThrow(message);
  });

  it.each([
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ OPS_TOKEN: 'abc' }, 'OPS_TOKEN must be at least 32 characters'],
    [{ DEV_OUTBOX: 'everyone' }, 'DEV_OUTBOX must be loopback or open'],
    [
      {
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: 'http://x',
        SMS_GATEWAY_KEY: 'k',
        DEV_OUTBOX: 'open',
      },
      'DEV_OUTBOX is only for SMS_PROVIDER=dev',
    ],
    ...['DEV_SMS_RESEND_COOLDOWN_SECONDS', 'DEV_SMS_SENDS_PER_PHONE'].map(
      (name): [NodeJS.ProcessEnv, string] => [
        { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'http://x', SMS_GATEWAY_KEY: 'k', [name]: '1' },
        `${name} is only for SMS_PROVIDER=dev`,
      ],
    ),
    [
      { DEV_SMS_RESEND_COOLDOWN_SECONDS: '0' },
      'DEV_SMS_RESEND_COOLDOWN_SECONDS must be an integer of at least 1',
    ],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER must be dev or http'],
    [
      { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'not a url', SMS_GATEWAY_KEY: 'k' },
      'SMS_GATEWAY_URL is not a URL',
    ],
    [
      {
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: 'http://x',
        SMS_GATEWAY_KEY: 'k',
        SMS_TEMPLATE: 'hi',
      },
      'must contain {code}',
    ],
    [{ MEMBER_SITE_URL: 'members' }, 'MEMBER_SITE_URL is not a URL'],
    [{ SENTRY_DSN: 'errors' }, 'SENTRY_DSN is not a URL'],
    [{ SENTRY_DSN: 'https://errors.example/7' }, 'SENTRY_DSN must look like'],
    [{ SENTRY_DSN: 'ftp://key@errors.example/7' }, 'SENTRY_DSN must look like'],
    [{ SENTRY_DSN: 'https://key@errors.example/project' }, 'SENTRY_DSN must look like'],
    [{ OTP_SENDS_PER_IP: '0' }, 'OTP_SENDS_PER_IP must be an integer of at least 1'],
    [
      { WRITES_PER_IP_PER_MINUTE: '0' },
      'WRITES_PER_IP_PER_MINUTE must be an integer of at least 1',
    ],
    [{ REFERRAL_BURST_LIMIT: '0' }, 'REFERRAL_BURST_LIMIT must be an integer of at least 1'],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('SENTRY_DSN', () => {
  it('is off by default, and lets browsers reach no other origin', () => {
    const config = loadConfig({});
    expect(config.monitoringDsn).toBeNull();
    expect(monitoringOrigins(config)).toEqual([]);
  });

  it("takes a Sentry-compatible DSN, whose origin the pages' CSP then lets browsers reach", () => {
    const config = loadConfig({ SENTRY_DSN: ' https://public@o1.ingest.example:8443/7 ' });
    expect(config.monitoringDsn).toBe('https://public@o1.ingest.example:8443/7');
    expect(monitoringOrigins(config)).toEqual(['https://o1.ingest.example:8443']);
  });
});
