import { expect, type Page } from '@playwright/test';

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

/** Signs a member who already joined in through /login, the way a person would. */
export async function signInAs(page: Page, nationalNumber: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(nationalNumber);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await typeCode(page, await codeSentTo(page, `+91${nationalNumber}`));
}

export function uniqueNationalNumber(): string {
  return `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
