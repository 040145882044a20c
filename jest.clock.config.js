/**
 * The tests that make challenges, sessions and days run a second time in `npm test` (as
 * `test:clock`) on a process clock shifted to 23:59:30 in India on 31 December 2026 (the instant
 * is in package.json), each file starting 30 seconds before the day, month and year turn, so a
 * test that depends on the hour, the date or the year it runs at fails on every machine, not on
 * the one that happens to run it then (decision 0023). The embedded store only: PostgreSQL and
 * Redis keep the real clock.
 */
const api = require('./api/jest.config');
const shared = require('./shared/jest.config');

/** The API's tests whose data hangs on the clock (challenge days, session windows, guesses). */
const API_CLOCK_TESTS = [
  'attendance/open-session',
  'certificates/certificate-page',
  'reminders/reminder-job',
  'services/gamification/game-routes',
  'services/gamification/guess-routes',
  'services/lead/certificate-routes',
  'services/lead/enrolment-routes',
  'services/lead/feedback-routes',
  'services/lead/live-session-routes',
  'services/subscription/active-challenge-routes',
  'services/subscription/attendance-routes',
  'services/subscription/offer-routes',
  'services/subscription/order-routes',
  'services/subscription/payment-webhook-routes',
  'services/subscription/razorpay-checkout',
  'services/subscription/sandbox-checkout-routes',
  'services/subscription/user-challenge-route',
  'services/user/feedback-routes',
];

module.exports = {
  testTimeout: 30000,
  // Jest's default is one worker fewer than the cores: one on this two-core machine. Two halve
  // the run (598 s to 291 s for the whole suite on both stores, still green).
  maxWorkers: '100%',
  projects: [
    { ...api, testMatch: API_CLOCK_TESTS.map((test) => `<rootDir>/src/${test}.test.ts`) },
    { ...shared, testMatch: ['<rootDir>/src/domain/**/*.test.ts'] },
  ],
};
