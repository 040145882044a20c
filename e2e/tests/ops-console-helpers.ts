import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { codeSentTo, uniqueNationalNumber } from './sign-in-helpers';

const SIGN_IN = {
  en: {
    phone: 'Mobile number',
    send: 'Send code',
    code: '6-digit code',
    signIn: 'Sign in',
    signedIn: (name: string) => `Signed in as ${name}`,
  },
  hi: {
    phone: 'मोबाइल नंबर',
    send: 'कोड भेजें',
    code: '6 अंकों का कोड',
    signIn: 'साइन इन करें',
    signedIn: (name: string) => `${name} के रूप में साइन इन`,
  },
} as const;

export interface ConsolePerson {
  name: string;
  roles: readonly ('support' | 'content' | 'finance' | 'admin')[];
  language: 'en' | 'hi';
  size: { width: number; height: number };
}

/**
 * An ops person, listed by an admin (here the deployment's token) with their roles, signed in to
 * /ops with the code texted to them, in a browser of their own: the ops session never meets a
 * member's.
 */
export async function signedInToConsole(
  browser: Browser,
  baseURL: string | undefined,
  { name, roles, language, size }: ConsolePerson,
): Promise<Page> {
  const context = await browser.newContext({ viewport: size, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('yoga.language', chosen), language);
  const national = uniqueNationalNumber();
  const listed = await page.request.post('/api/user/ops/people', {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { phone_number: `+91${national}`, name, roles, reason: 'e2e: joins the team' },
  });
  expect(listed.status()).toBe(201);
  const texts = SIGN_IN[language];
  await page.goto('/ops');
  await page.getByLabel(texts.phone).fill(`+91 ${national}`);
  await page.getByRole('button', { name: texts.send }).click();
  await page.getByLabel(texts.code).fill(await codeSentTo(page, `+91${national}`));
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.signedIn(name) })).toBeVisible();
  return page;
}
