import { lastCode, uniquePhone, type TestApp } from './test-app';

export interface TestSession {
  accessToken: string;
  refreshToken: string;
  account: { id: number; slug: string; phone_number: string };
}

export async function signIn(
  t: TestApp,
  name = 'Session Member',
  phone = uniquePhone(),
): Promise<TestSession> {
  await t.app.inject({
    method: 'POST',
    url: '/api/lead/lead/register',
    payload: { name, phone_number: phone },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/public/auth/v1/verify-otp',
    payload: { phone_number: phone, code: lastCode(t.sms, phone) },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
