import { expect, test, type Page } from '@playwright/test';

/** Reads the last code the dev SMS sender "texted" to a number (dev-only outbox). */
export async function codeSentTo(page: Page, e164: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await page.request.get(
      `/api/auth/dev/outbox?phone_number=${encodeURIComponent(e164)}`,
    );
    const messages = (await res.json()) as { code: string }[];
    code = messages.at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5000 });
  return code!;
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page
    .getByRole('group', { name: '6-digit code' })
    .getByLabel('Digit 1')
    .pressSequentially(code);
}

/**
 * On /login (with whatever return path it carries): asks for a code for a member who already
 * joined and types it, the way a person would.
 */
export async function signInOnLoginPage(page: Page, nationalNumber: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(nationalNumber);
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/public/auth/v1/login'),
  );
  await page.getByRole('button', { name: 'Send my code' }).click();
  let asked = await answer;
  if (asked.status() === 429) {
    // The number's resend cooldown is running: a retried test's first try, or another worker
    // signing the same demo member in, used it. Go on to the code page and ask for a new code
    // there once it allows, as a member would, as often as another request takes the turn.
    await page.getByRole('button', { name: 'Enter the code we sent' }).click();
  }
  for (let attempt = 0; asked.status() === 429; attempt++) {
    expect(attempt, 'the resend cooldown never let a code through').toBeLessThan(5);
    const seconds = Number(asked.headers()['retry-after'] ?? 60);
    test.info().setTimeout(test.info().timeout + seconds * 1000 + 5000);
    const resend = page.getByRole('button', { name: 'Send a new code' });
    await resend.waitFor({ timeout: seconds * 1000 + 5000 });
    const resent = page.waitForResponse((response) =>
      response.url().endsWith('/public/auth/v1/send-otp'),
    );
    await resend.click();
    asked = await resent;
    expect(asked.ok() || asked.status() === 429, 'asking again').toBe(true);
  }
  await expect(page).toHaveURL(/\/verify(\?next=[^&]+)?$/);
  await typeCode(page, await codeSentTo(page, `+91${nationalNumber}`));
  // Signed in once the code page has sent the member on: a test that went to another page before
  // the code was checked met that page as a visitor (a flaky garba test in CI).
  await expect(page).not.toHaveURL(/\/verify(\?|$)/, { timeout: 15_000 });
}

/** Signs a member who already joined in through /login, the way a person would. */
export async function signInAs(page: Page, nationalNumber: string): Promise<void> {
  await page.goto('/login');
  await signInOnLoginPage(page, nationalNumber);
}

/** Fills the join form on the page it is on and sends it; resolves once the code page shows. */
export async function submitJoinForm(page: Page, name: string, nationalNumber: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Mobile number').fill(nationalNumber);
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/verify$/);
}

/**
 * Joins a new member from the home page and waits until sign-in has finished: enrolment and the
 * lead load are done, the welcome toast is up and the member is back on `/`. A new number each
 * time keeps a retried test clear of the first try's resend cooldown.
 */
export async function joinAsNewMember(page: Page, name: string): Promise<string> {
  const nationalNumber = uniqueNationalNumber();
  await page.goto('/');
  await submitJoinForm(page, name, nationalNumber);
  await typeCode(page, await codeSentTo(page, `+91${nationalNumber}`));
  const firstName = name.split(' ')[0];
  await expect(page.getByText(`Welcome, ${firstName}! You are in the challenge.`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return nationalNumber;
}

export function uniqueNationalNumber(): string {
  return `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
