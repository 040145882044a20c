import { createHmac } from 'node:crypto';
import * as fc from 'fast-check';
import { loadConfig, type ApiConfig } from '../config/env';
import {
  contractViolations,
  describeRequest,
  familiesOf,
  listOperations,
  readOpenApi,
  requestArbitrary,
  type FuzzOperation,
  type FuzzRequest,
  type ValueHints,
} from '../testing/openapi-fuzz';
import { signIn, type TestSession } from '../testing/sign-in';
import { TEST_JWT_SECRET, TEST_OPS_TOKEN, testAppFor } from '../testing/test-app';
import { STORE_KINDS, type StoreKind } from '../testing/test-database';

/**
 * Property-based fuzzing of every operation the OpenAPI document publishes (a route added later
 * is fuzzed without touching this file). Each generated request breaks one thing (a body field,
 * a path or query parameter, the body as a whole) in an otherwise valid request, and is sent with
 * no token, a forged one, a member's and the ops token. Every answer must keep the error
 * contract: never 5xx; a 4xx is the JSON error shape (naming the field when one field was bad);
 * nothing internal leaks; no body the published schema rejects is accepted.
 *
 * FUZZ_SEED=<n> changes the (otherwise fixed) seed; FUZZ_REQUESTS=<n> the number of requests per
 * store kind (default 3200; every property runs at least 4 times); FUZZ_ONLY=<text> fuzzes only "METHOD /path [family]" containing it;
 * FUZZ_EXPLORE=1 keeps every property running past its first failure (no shrinking) and lists
 * every distinct violation, to survey defects rather than pin one down per property.
 */
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_260_214);
const REQUEST_BUDGET = Number(process.env.FUZZ_REQUESTS ?? 3200);
const ONLY = process.env.FUZZ_ONLY;
const EXPLORE = process.env.FUZZ_EXPLORE === '1';
const CALLERS_PER_INPUT = 4;
const MIN_RUNS = 4;
/**
 * When PostgreSQL runs too (CI), the embedded store, the same PostgreSQL engine behind the same
 * handlers and validation, gets one input per property and caller: every route still meets bad
 * input on it, and the deep search runs once. Both at full depth were a sixth of CI's Jest time.
 */
const runsOn = (kind: StoreKind, wanted: number): number =>
  kind === 'pglite' && STORE_KINDS.includes('postgres') ? 1 : Math.max(MIN_RUNS, wanted);

/** A stable 32-bit seed per property, so one route's runs do not shift when another is added. */
function seedFor(label: string): number {
  let hash = BASE_SEED | 0;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Every per-client limit the config has, raised so that no limit hides what a handler does. */
function raisedLimits(): Partial<ApiConfig> {
  const defaults = loadConfig({}) as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(defaults)
      .filter(([key, value]) => typeof value === 'number' && /per(ip|minute|phone)/i.test(key))
      .map(([key]) => [key, 1_000_000]),
  ) as Partial<ApiConfig>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function jwt(header: object, claims: object, secret: string | null): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature =
    secret === null ? '' : createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** Authorization headers that must not pass for anyone's, by a short name for the report. */
function forgedAuthorizations(member: TestSession): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: String(member.account.id),
    phone: member.account.phone_number,
    aud: 'yoga-challenge-web',
    iss: 'yoga-challenge-auth',
    iat: now,
    exp: now + 600,
  };
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const token = member.accessToken;
  const lastChar = token.at(-1) === 'A' ? 'B' : 'A';
  return {
    garbage: 'Bearer garbage',
    'alg none': `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, claims, null)}`,
    'wrong secret': `Bearer ${jwt(hs256, claims, 'not-the-secret-of-this-deployment-0123456789')}`,
    'expired token': `Bearer ${jwt(hs256, { ...claims, iat: now - 7200, exp: now - 3600 }, TEST_JWT_SECRET)}`,
    'other audience': `Bearer ${jwt(hs256, { ...claims, aud: 'someone-else' }, TEST_JWT_SECRET)}`,
    'sub not a number': `Bearer ${jwt(hs256, { ...claims, sub: 'admin' }, TEST_JWT_SECRET)}`,
    'token of a missing member': `Bearer ${jwt(hs256, { ...claims, sub: '2147483647' }, TEST_JWT_SECRET)}`,
    'tampered signature': `Bearer ${token.slice(0, -1)}${lastChar}`,
    'tampered claims': `Bearer ${token.split('.')[0]}.${base64url({ ...claims, sub: '1' })}.${token.split('.')[2]}`,
    'ops token prefix': `Bearer ${TEST_OPS_TOKEN.slice(0, -1)}`,
    'ops token suffix': `Bearer ${TEST_OPS_TOKEN}x`,
    'lower-case scheme': `bearer garbage.${token.slice(-10)}`,
    'basic scheme': 'Basic b3BzOm9wcw==',
    'scheme only': 'Bearer',
    'two tokens': `Bearer ${token} ${token}`,
    'long token': `Bearer ${'x'.repeat(5000)}`,
  };
}

const excerpt = (body: string) =>
  JSON.stringify(body.length > 240 ? `${body.slice(0, 240)}…` : body);

describe.each(STORE_KINDS)('the API under fuzzed bad input on %s', (kind) => {
  // With the PIN codes loaded, as a server has them shortly after it starts.
  const t = testAppFor(kind, { config: raisedLimits(), pinCodes: true });
  let member: TestSession;
  /** Signed in only for its refresh token, which fuzzed refresh and logout calls then use up. */
  let spare: TestSession;
  let operations: FuzzOperation[] = [];
  let requests = 0;
  let properties = 0;
  let started = 0;

  beforeAll(async () => {
    member = await signIn(t, 'Fuzz Member');
    spare = await signIn(t, 'Fuzz Spare');
    operations = listOperations(await readOpenApi(t.app), {
      skip: (path) => path.startsWith('/api/docs'),
    });
  });

  afterAll(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `openapi-fuzz on ${kind}: ${requests} requests to ${operations.length} operations ` +
        `(${properties} properties) in ${seconds} s, FUZZ_SEED=${BASE_SEED}\n`,
    );
  });

  /** Realistic values, so that requests get past lookups into the handlers. */
  const phones = fc
    .integer({ min: 0, max: 99_999_999 })
    .map((n) => `+9198${String(n).padStart(8, '0')}`);
  const hints: ValueHints = ({ location, name }) => {
    const mostly = <T>(value: T, otherwise: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: otherwise });
    if (/phone/i.test(name)) {
      // Bodies get fresh numbers (writes never collide); addresses name the member.
      return location === 'body' ? phones : mostly(member.account.phone_number, phones);
    }
    if (location === 'path' && name === 'id') {
      return mostly(member.account.id, fc.integer({ min: 1, max: 2000 }));
    }
    if (location === 'path' && (name === 'slug' || name === 'referral')) {
      return mostly(member.account.slug, fc.stringMatching(/^[a-z0-9-]{1,24}$/));
    }
    if (location === 'path' && name === 'name') {
      return mostly('mf-challenge', fc.constantFrom('mf-leaderboard', 'no-such-remote'));
    }
    if (name === 'refreshToken') return fc.constant(spare.refreshToken);
    if (name === 'pincode') return fc.integer({ min: 110_001, max: 855_999 }).map(String);
    if (/^country_?code$/.test(name)) return mostly('IN', fc.constantFrom('in', 'US', 'GB'));
    return undefined;
  };

  it('keeps the error contract for every operation, input and caller', async () => {
    started = Date.now();
    const forged = forgedAuthorizations(member);
    const forgedHeader = fc.constantFrom(...Object.keys(forged));
    const callers = (forgedName: string): Array<[string, string | undefined]> => [
      ['no token', undefined],
      [`forged token (${forgedName})`, forged[forgedName]],
      ['member token', `Bearer ${member.accessToken}`],
      ['ops token', `Bearer ${TEST_OPS_TOKEN}`],
    ];
    const secrets = [TEST_OPS_TOKEN, TEST_JWT_SECRET];

    const send = async (req: FuzzRequest, authorization: string | undefined) => {
      const headers: Record<string, string> = {};
      if (req.contentType) headers['content-type'] = req.contentType;
      if (authorization) headers.authorization = authorization;
      requests += 1;
      return t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      });
    };

    const plan = operations.flatMap((op) =>
      familiesOf(op)
        .map((family) => ({ op, family, label: `${op.label} [${family}]` }))
        .filter(({ label }) => !ONLY || label.includes(ONLY)),
    );
    properties = plan.length;
    expect(plan.length).toBeGreaterThan(0);
    const numRuns = runsOn(kind, Math.round(REQUEST_BUDGET / CALLERS_PER_INPUT / plan.length));

    const failures: string[] = [];
    /** Every distinct violation seen (shrinking included), with the first request that showed it. */
    const seen = new Map<string, string>();
    for (const { op, family, label } of plan) {
      const seed = seedFor(label);
      const property = fc.asyncProperty(
        fc.limitShrink(requestArbitrary(op, family, hints), 40),
        forgedHeader,
        async (req, forgedName) => {
          const problems: string[] = [];
          for (const [caller, authorization] of callers(forgedName)) {
            const res = await send(req, authorization);
            const found = contractViolations(req, res, { secrets, bodySchema: op.body });
            if (op.opsOnly && caller !== 'ops token' && res.statusCode < 300) {
              found.push(`an ops-only operation answered ${res.statusCode} without the ops token`);
            }
            for (const problem of found) {
              // Problems quote no values, so one defect of one field is listed once.
              const key = `${label} | ${caller.replace(/ \(.*\)$/, '')} | ${problem}`;
              if (!seen.has(key)) seen.set(key, `${describeRequest(req)} → ${excerpt(res.body)}`);
            }
            if (found.length > 0) {
              problems.push(
                `${caller} → ${res.statusCode}: ${found.join('; ')}; body ${excerpt(res.body)}`,
              );
            }
          }
          if (problems.length > 0 && !EXPLORE) {
            throw new Error(`${describeRequest(req)}\n    ${problems.join('\n    ')}`);
          }
        },
      );
      const details = await fc.check(property, { seed, numRuns });
      if (details.failed) {
        const cause =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        failures.push(
          `${label}: seed ${details.seed}, path "${details.counterexamplePath}", ` +
            `${details.numRuns} runs, ${details.numShrinks} shrinks\n  ${cause}`,
        );
      }
    }
    if (failures.length > 0 || seen.size > 0) {
      throw new Error(
        `${failures.length} of ${plan.length} fuzz properties broke the error contract ` +
          `(FUZZ_SEED=${BASE_SEED}; rerun one with FUZZ_ONLY="<METHOD /path [family]>"):\n\n` +
          failures.join('\n\n') +
          `\n\nAll ${seen.size} distinct violations seen (operation [family] | caller | problem):\n` +
          [...seen].map(([key, example]) => `- ${key}\n    e.g. ${example}`).join('\n'),
      );
    }
  }, 600_000);
});
