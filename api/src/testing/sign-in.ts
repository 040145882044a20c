import { TEST_OPS_TOKEN, lastCode, uniquePhone, type TestApp } from './test-app';

/** The authorization header of a bearer token: a member's access token or the ops token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestSession {
  accessToken: string;
  refreshToken: string;
  account: { id: number; slug: string; phone_number: string };
}

/** Who calls in a test: a signed-in member, ops (with the test's ops token), or nobody. */
export type TestCaller = TestSession | 'ops' | null;

/** The headers that caller sends. */
export const headersOf = (who: TestCaller) =>
  who === null ? {} : bearer(who === 'ops' ? TEST_OPS_TOKEN : who.accessToken);

/** Calls a path under `/api` as that caller. */
export const callAs =
  (t: TestApp) =>
  (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: TestCaller, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: headersOf(who),
      payload: payload as object | undefined,
    });

export interface JoinOptions {
  name?: string;
  phone?: string;
  /** The slug of the member whose referral link was followed. */
  referral?: string;
  /** The client address the request comes from (127.0.0.1 when not given). */
  remoteAddress?: string;
}

const from = (remoteAddress: string | undefined) => (remoteAddress ? { remoteAddress } : {});

/** Joins as a visitor does (POST lead/register, through a referral link when given). */
export function join(
  t: TestApp,
  { name = 'Session Member', phone = uniquePhone(), referral, remoteAddress }: JoinOptions = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/lead/lead/register${referral ? `/${referral}` : ''}`,
    payload: { name, phone_number: phone },
    ...from(remoteAddress),
  });
}

/** Checks the last code texted to a number (POST verify-otp), as its holder does. */
export function verifyLastCode(t: TestApp, phone: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/public/auth/v1/verify-otp',
    payload: { phone_number: phone, code: lastCode(t.sms, phone) },
    ...from(remoteAddress),
  });
}

/** Joins and signs in with the code texted; fails the test when sign-in does not answer 200. */
export async function signIn(
  t: TestApp,
  name = 'Session Member',
  phone = uniquePhone(),
): Promise<TestSession> {
  await join(t, { name, phone });
  const res = await verifyLastCode(t, phone);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A signed-in member moved into a challenge of the test's own (so its sessions decide). */
export async function signInEnrolled(
  t: TestApp,
  name: string,
  challengeId: number,
): Promise<TestSession> {
  const member = await signIn(t, name);
  await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = $2', [
    challengeId,
    member.account.id,
  ]);
  return member;
}

/** An ops person's console session, as `auth/ops/v1/verify-otp` gives it. */
export interface OpsTestSession {
  accessToken: string;
  person: { id: number; phone_number: string; name: string; roles: string[] };
}

/**
 * Lists a person for the ops console with `roles` (as an admin would, here with the deployment's
 * token) and signs them in with the code texted to them.
 */
export async function signInOps(
  t: TestApp,
  roles: readonly string[],
  name = 'Ops Person',
): Promise<OpsTestSession> {
  const phone = uniquePhone();
  const listed = await t.app.inject({
    method: 'POST',
    url: '/api/user/ops/people',
    headers: bearer(TEST_OPS_TOKEN),
    payload: { phone_number: phone, name, roles, reason: 'joins the ops team' },
  });
  if (listed.statusCode !== 201) throw new Error(`listing failed: ${listed.body}`);
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/ops/v1/login',
    payload: { phone_number: phone },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/ops/v1/verify-otp',
    payload: { phone_number: phone, code: lastCode(t.sms, phone) },
  });
  if (res.statusCode !== 200) throw new Error(`ops sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
