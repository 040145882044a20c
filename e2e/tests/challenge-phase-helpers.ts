import { expect, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { DEMO_CHALLENGE } from './live-session-helpers';

/*
 * The demo challenge's phase days, which ops set through `PUT lead/program/{id}/phases`: a test
 * opens the phase it needs (feedback, payment) and puts the days back when it ends.
 */

const PHASE_FIELDS = [
  'referral_start_date',
  'referral_end_date',
  'feedback_start_date',
  'payment_start_date',
  'voucher_generation_date',
  'voucher_expiry_date',
] as const;

export type Phases = Record<(typeof PHASE_FIELDS)[number], string | null>;

export async function phasesOf(page: Page): Promise<Phases> {
  const challenge = (await (
    await page.request.get(`/api/subscription/free-member/challenge/${DEMO_CHALLENGE}`)
  ).json()) as Phases;
  return Object.fromEntries(PHASE_FIELDS.map((field) => [field, challenge[field]])) as Phases;
}

/**
 * Puts the phase days, as an ops script would: a 503 (a server with its overload guard on, shedding
 * load while the embedded database holds its event loop) is asked again; anything else must be 200.
 */
export async function setPhases(page: Page, phases: Phases): Promise<void> {
  await expect(async () => {
    const put = await page.request.put(`/api/lead/program/${DEMO_CHALLENGE}/phases`, {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
      data: phases,
    });
    if (put.status() === 503) throw new Error(`busy: ${await put.text()}`);
    expect(put.status(), await put.text()).toBe(200);
  }).toPass({ timeout: 20_000 });
}

/** The calendar day in India `offset` days from now ("2026-11-27"). */
export const dayInIndia = (offset: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
