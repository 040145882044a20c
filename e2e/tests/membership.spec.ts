import { expect, test, type Page } from '@playwright/test';
import { E2E_MEMBER_SITE, E2E_OPS_TOKEN } from '../playwright.config';
import { dayInIndia, phasesOf, setPhases } from './challenge-phase-helpers';
import { DEMO_CHALLENGE, makeSessionLiveToday } from './live-session-helpers';
import { checkPage } from './page-check-helpers';
import { joinAsNewMember, signInAs } from './sign-in-helpers';

/*
 * Issue 27 (decision 0044): once the payment phase of the challenge has begun, a member opens
 * /buy, chooses a plan, pays with the voucher they earned on the development sandbox's checkout
 * (which pays through the same signed webhook the real gateway sends) and comes back a paid
 * member; in English and Hindi, each with a member of its own.
 */

const OPS = { authorization: `Bearer ${E2E_OPS_TOKEN}` };
/** A batch of the tests' own on today's day of the demo challenge, made live by ops. */
const LIVE_BATCH = 11;
const SESSION_TITLE = { en: 'E2E membership session', hi: 'मेंबरशिप की जाँच का सेशन' } as const;

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

/** Ops' game rules of the demo challenge, as `GET/PUT gamification/rules/{id}` have them. */
async function rulesOf(page: Page): Promise<Record<string, unknown>> {
  const rules = await page.request.get(`/api/gamification/rules/${DEMO_CHALLENGE}`, {
    headers: OPS,
  });
  expect(rules.ok()).toBe(true);
  const { points_per_day, points_per_referral, voucher_min_days, levels, guess_prize } =
    (await rules.json()) as Record<string, unknown>;
  return { points_per_day, points_per_referral, voucher_min_days, levels, guess_prize };
}

async function setRules(page: Page, rules: Record<string, unknown>): Promise<void> {
  const put = await page.request.put(`/api/gamification/rules/${DEMO_CHALLENGE}`, {
    headers: OPS,
    data: rules,
  });
  expect(put.status(), await put.text()).toBe(200);
}

/** What the member reads on the way, in each language (the remotes' and the sandbox's own). */
const TEXT = {
  en: {
    opensLater: /^The membership opens/,
    join: /^Join the \d\d:\d\d batch$/,
    counted: /Day \d+ counted!/,
    offer: 'Keep practising with us',
    perDay: /from ₹[\d.,]+ a day/,
    voucher: /Your voucher YOGA-[0-9A-Z-]+ takes 20% off until /,
    voucherLine: /^Your voucher YOGA-[0-9A-Z-]+ takes 20% off until /,
    seePlans: 'See the membership plans',
    plans: 'Choose your plan',
    twoMonths: /^2 months/,
    fullPrice: 'Full price ₹1,799',
    pay: 'Pay ₹1,439',
    noMoney: /takes no money|no real payment gateway/,
    payUpi: 'Pay with UPI',
    welcome: 'Welcome to the membership!',
    confirmed: 'Your payment of ₹1,439 is confirmed.',
    home: 'Go to home',
    progress: 'Your progress',
  },
  hi: {
    opensLater: /मेंबरशिप (जल्द )?खुलेगी$/,
    join: /^जुड़ें/,
    counted: /दिन \d+ की हाज़िरी लग गई!/,
    offer: 'हमारे साथ अभ्यास जारी रखिए',
    perDay: /बस ₹[\d.,]+ रोज़ से/,
    voucher: /आपके वाउचर YOGA-[0-9A-Z-]+ से .+ तक 20% की छूट मिलेगी।/,
    voucherLine: /^आपके वाउचर YOGA-[0-9A-Z-]+ से .+ तक 20% की छूट मिलेगी।/,
    seePlans: 'मेंबरशिप प्लान देखें',
    plans: 'अपना प्लान चुनें',
    twoMonths: /^2 महीने/,
    fullPrice: 'पूरी क़ीमत ₹1,799',
    pay: '₹1,439 चुकाएँ',
    noMoney: /इसमें कोई पैसा नहीं कटता|असली पेमेंट गेटवे नहीं है/,
    payUpi: 'UPI से भुगतान करें',
    welcome: 'मेंबरशिप में आपका स्वागत है!',
    confirmed: 'आपका ₹1,439 का पेमेंट पक्का हो गया है।',
    home: 'होम पर जाएँ',
    progress: 'आपकी प्रगति',
  },
} as const;

/** The paid member's /buy in the other language, which the test reads last. */
const PAID = {
  en: { language: 'hi', title: 'आप मेंबर हैं' },
  hi: { language: 'en', title: 'You are a member' },
} as const;

// Each language has its own new member, who earns a voucher and pays in that language; the
// sandbox's checkout page speaks it too.
for (const language of ['en', 'hi'] as const) {
  test(`a member earns a voucher, pays for a plan with it in the sandbox and comes back a member (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[language];
    const phases = await phasesOf(page);
    const rules = await rulesOf(page);
    await context.route('https://zoom.e2e.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
    );
    await joinAsNewMember(page, language === 'en' ? 'Harish Menon' : 'Savita Menon');
    if (language === 'hi') await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));

    await page.goto('/buy');
    // Before the payment phase the page says when the membership opens.
    await expect(page.getByText(text.opensLater)).toBeVisible();

    try {
      // The member attends today's session, and ops issue the vouchers of one day's attendance.
      await makeSessionLiveToday(page, {
        batch: LIVE_BATCH,
        title: SESSION_TITLE.en,
        titleHi: SESSION_TITLE.hi,
        zoomUrl: 'https://zoom.e2e.test/j/27',
      });
      await page.goto('/live');
      const row = page.getByRole('listitem').filter({ hasText: SESSION_TITLE[language] });
      const popup = context.waitForEvent('page');
      await row.getByRole('button', { name: text.join }).click();
      await expect(page.getByRole('status').filter({ hasText: text.counted })).toBeVisible();
      await (await popup).close();
      await setRules(page, { ...rules, voucher_min_days: 1 });
      const issued = await page.request.post(
        `/api/gamification/vouchers/generate/${DEMO_CHALLENGE}`,
        {
          headers: OPS,
        },
      );
      expect(issued.ok()).toBe(true);

      // Ops end the invitation days and open payment today.
      await setPhases(page, {
        ...phases,
        referral_end_date: dayInIndia(-1),
        feedback_start_date: dayInIndia(-1),
        payment_start_date: dayInIndia(0),
      });
      // Home offers the membership, and takes the member to the plans. The voucher run holds the
      // test server's embedded database for seconds; a server with its overload guard on would shed
      // requests with 503 and Retry-After meanwhile, and the member loads the page again.
      await expect(async () => expect((await page.goto('/'))?.status()).toBe(200)).toPass({
        timeout: 30_000,
      });
      const offer = page.getByRole('region', { name: text.offer });
      // The home waits for all its reads, which queue behind the voucher run on the embedded
      // database of the test server.
      await expect(offer).toContainText(text.perDay, { timeout: 20_000 });
      await expect(offer).toContainText(text.voucher);
      await checkPage(page, `home-offer-${language}-390`);
      await offer.getByRole('link', { name: text.seePlans }).click();
      await expect(page).toHaveURL(/\/buy$/);
      await expect(page.getByText(text.voucherLine)).toBeVisible();
      const plans = page.getByRole('group', { name: text.plans });
      await expect(plans.getByRole('radio')).toHaveCount(3);
      const twoMonths = plans.getByRole('radio', { name: text.twoMonths });
      await twoMonths.check();
      // ₹1,799 less the voucher's 20%, in whole rupees.
      await expect(plans).toContainText(text.fullPrice);
      await checkPage(page, `buy-offer-${language}-390`);
      await page.getByRole('button', { name: text.pay }).click();

      await expect(page).toHaveURL(
        new RegExp(`/api/subscription/sandbox/checkout/[^/?]+\\?lang=${language}$`),
      );
      await expect(page.getByText(text.noMoney)).toBeVisible();
      await page.getByRole('button', { name: text.payUpi }).click();

      await expect(page).toHaveURL(/\/buy\?order=/);
      await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText(text.confirmed, { exact: false })).toBeVisible();
      await checkPage(page, `buy-paid-${language}-390`);
      await page.getByRole('link', { name: text.home }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: text.progress })).toBeVisible({
        timeout: 20_000,
      });
      await expect(offer).toHaveCount(0);

      // The site now knows the member as paid: the offer says so, in the other language too.
      const paid = PAID[language];
      await page.evaluate((other) => localStorage.setItem('yoga.language', other), paid.language);
      await page.goto('/buy');
      await expect(page.getByText(paid.title)).toBeVisible();
      await checkPage(page, `buy-member-${paid.language}-390`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await checkPage(page, `buy-member-${paid.language}-1280`);
    } finally {
      await setPhases(page, phases);
      await setRules(page, rules);
    }
  });
}

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
