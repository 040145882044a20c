import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// One fresh embedded database per run, so the demo data is known and runs never see each other.
process.env.E2E_PGLITE_DIR ??= mkdtempSync(path.join(tmpdir(), 'yoga-e2e-'));
// And a release store of its own, for the releases a run makes (remote-releases.spec.ts).
process.env.E2E_RELEASES_DIR ??= mkdtempSync(path.join(tmpdir(), 'yoga-e2e-releases-'));

/** Debian's Chromium, never a tool's own download, with the flags a container needs. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

export const E2E_OPS_TOKEN = 'e2e-ops-token-4f9c2a-0123456789abcdef';
/** Another origin that the tests answer themselves: the member site paid members are sent to. */
export const E2E_MEMBER_SITE = 'https://members.yoga-e2e.test/login';

/**
 * Specs that change the site for everyone (a remote switched off or rolled back, the demo
 * challenge's phases or today's sessions, the service worker) or measure it (bytes and layout
 * shifts): they run one at a time, after the others, so no other test meets the site they leave
 * or shares the machine while they measure (decision 0034).
 */
const CHANGES_THE_SITE = [
  'feedback.spec.ts',
  'game-journey.spec.ts',
  'live-attendance.spec.ts',
  'load-budget.spec.ts',
  'membership.spec.ts',
  'offline.spec.ts',
  'ops-toggle.spec.ts',
  'remote-releases.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // A spec's tests run in order in one worker; two workers take two specs at a time.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'site', testIgnore: CHANGES_THE_SITE },
    {
      name: 'changes-the-site',
      testMatch: CHANGES_THE_SITE,
      dependencies: ['site'],
      workers: 1,
    },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // axe on a whole page takes seconds of CPU; with two browsers, the server and its database on
  // two slow cores (a CI run of 28 Nov) 30 s was not enough for a page and its checks.
  timeout: 60_000,
  // Likewise a page's answer: the default 5 s for an assertion to come true was missed under load
  // by pages that answer in under a second on an idle machine (four flaky tests in one run).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The site's offline worker would answer pages from its caches between tests; only
    // offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node ../api/dist/server.js',
    cwd: __dirname,
    url: `http://127.0.0.1:${port}/readyz`,
    // Seeding the demo (a crowd of members, their marks and boards) takes about a minute on two
    // idle cores; a loaded machine needs more.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      PGLITE_DIR: process.env.E2E_PGLITE_DIR,
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      SEED_DEMO_DATA: 'true',
      OPS_TOKEN: E2E_OPS_TOKEN,
      MEMBER_SITE_URL: E2E_MEMBER_SITE,
      SMS_PROVIDER: 'dev',
      // Every browser test signs in from 127.0.0.1: the run asks for more codes (and types more
      // wrong ones, on purpose) than one real client address may in 15 minutes. The limits
      // themselves have their API tests.
      OTP_SENDS_PER_IP: '1000',
      AUTH_FAILURES_PER_IP: '1000',
      // Every friend a test invites joins from this one address, and the run invites more than
      // three within the hour the review hold counts over. The hold has its own tests.
      REFERRAL_BURST_LIMIT: '1000',
      // Every page a test leaves sends its analytics beacon, all from this one address.
      LOG_BATCHES_PER_IP_PER_MINUTE: '10000',
      // The demo members sign in a dozen times a run: a test after another one's sign-in sat out
      // the minute's resend cooldown (about 200 s a run). The dev sender texts no one, so it may
      // wait less; 20 s still covers the tests that ask again within the cooldown.
      DEV_SMS_RESEND_COOLDOWN_SECONDS: '20',
      DEV_SMS_SENDS_PER_PHONE: '50',
      LOG_LEVEL: 'warn',
      // Two browsers, the server and its embedded database share two cores: the server's event
      // loop lags past the overload guard's limit there, and a page's call was answered 503 (a
      // CI run of 28 Nov). The guard has its own API tests; here it would test the machine.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  },
});
