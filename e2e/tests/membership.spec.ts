import { expect, test } from '@playwright/test';
import { E2E_MEMBER_SITE } from '../playwright.config';
import { dayInIndia, phasesOf, setPhases } from './challenge-phase-helpers';
import { checkPage } from './page-check-helpers';
import { joinAsNewMember, signInAs } from './sign-in-helpers';

/*
 * Issue 27 (decision 0044): once the payment phase of the challenge has begun, a member opens
 * /buy, chooses a plan, pays on the development sandbox's checkout (which pays through the same
 * signed webhook the real gateway sends) and comes back a paid member; in English and Hindi.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor sees the plans at full price and is asked to sign in for theirs', async ({
  page,
}) => {
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a member' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to see your price' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByText(/ a day$/).first()).toBeVisible();
  await checkPage(page, 'buy-visitor-en-390');
});

test('a member pays for a plan in the sandbox and comes back a member', async ({ page }) => {
  test.setTimeout(90_000);
  const before = await phasesOf(page);
  await joinAsNewMember(page, 'Harish Menon');

  await page.goto('/buy');
  // Before the payment phase the page says when the membership opens.
  await expect(page.getByText(/^The membership opens/)).toBeVisible();

  // Ops end the invitation days and open payment today.
  await setPhases(page, {
    ...before,
    referral_end_date: dayInIndia(-1),
    feedback_start_date: dayInIndia(-1),
    payment_start_date: dayInIndia(0),
  });
  try {
    await page.goto('/buy');
    const plans = page.getByRole('group', { name: 'Choose your plan' });
    await expect(plans.getByRole('radio')).toHaveCount(3);
    await plans.getByRole('radio', { name: /^2 months/ }).check();
    await checkPage(page, 'buy-offer-en-390');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    await expect(page).toHaveURL(/\/api\/subscription\/sandbox\/checkout\/[^/?]+\?lang=en$/);
    await expect(page.getByText(/takes no money|no real payment gateway/)).toBeVisible();
    await page.getByRole('button', { name: 'Pay with UPI' }).click();

    await expect(page).toHaveURL(/\/buy\?order=/);
    await expect(page.getByRole('heading', { name: 'Welcome to the membership!' })).toBeVisible({
      timeout: 20_000,
    });
    await checkPage(page, 'buy-paid-en-390');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The site now knows the member as paid: the offer says so, in Hindi too.
    await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));
    await page.goto('/buy');
    await expect(page.getByText('आप मेंबर हैं')).toBeVisible();
    await checkPage(page, 'buy-member-hi-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkPage(page, 'buy-member-hi-1280');
  } finally {
    await setPhases(page, before);
  }
});

test('a paid member of an older challenge opening /buy is sent to the member site', async ({
  page,
  context,
}) => {
  await context.route(`${new URL(E2E_MEMBER_SITE).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Member site</h1>' }),
  );
  await signInAs(page, '9812345678');
  await expect(page).toHaveURL(`${E2E_MEMBER_SITE}?ph=%2B919812345678`);
  await page.goto('/buy');
  await expect(page).toHaveURL(`${E2E_MEMBER_SITE}?ph=%2B919812345678`);
});
