import { expect, test } from '@playwright/test';
import { E2E_MEMBER_SITE } from '../playwright.config';
import {
  codeSentTo,
  joinAsNewMember,
  signInAs,
  submitJoinForm,
  typeCode,
  uniqueNationalNumber,
} from './sign-in-helpers';

test('a friend joins through a referral link and is signed in', async ({ page }) => {
  await page.goto('/join/asha-verma');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Asha Verma invited you to the 14-day yoga challenge',
  );

  await page.getByLabel('Your name').fill('Asha1');
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page.getByText('Your name can only have letters and spaces.')).toBeVisible();
  await expect(
    page.getByText('Please enter a valid mobile number for the country you picked.'),
  ).toBeVisible();

  const number = uniqueNationalNumber();
  await submitJoinForm(page, 'Priya Sharma', number);
  await expect(page.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
  await typeCode(page, await codeSentTo(page, `+91${number}`));

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('Hi, Priya');
  await expect(page.getByText('Welcome, Priya! You are in the challenge.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are in, Priya Sharma!' })).toBeVisible();
  // The card counts the new member without a reload.
  const { totalregisteration } = await (
    await page.request.get('/api/subscription/free-member/active-challenge')
  ).json();
  await expect(page.getByTestId('registration-count')).toHaveText(
    new Intl.NumberFormat('en-IN').format(totalregisteration),
  );
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['sessiontoken', 'refreshToken']),
  );
  expect(cookies.find((cookie) => cookie.name === 'sessiontoken')?.sameSite).toBe('Lax');
});

test('a member from the UAE joins the Gulf challenge and sees it on the home page', async ({
  page,
}) => {
  const number = `50${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('AE');
  await submitJoinForm(page, 'Omar Haddad', number);
  await typeCode(page, await codeSentTo(page, `+971${number}`));
  await expect(page.getByText('Welcome, Omar! You are in the challenge.')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Winter 14-Day Yoga Challenge (Gulf)' }),
  ).toBeVisible();
});

test('a wrong code says how many tries are left', async ({ page }) => {
  const number = uniqueNationalNumber();
  await page.goto('/');
  await submitJoinForm(page, 'Ravi Kumar', number);
  const real = await codeSentTo(page, `+91${number}`);
  await typeCode(page, real === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('That code is not right. 2 tries left.');
});

test.describe('the demo paid member on an older challenge', () => {
  test.beforeEach(async ({ context }) => {
    await context.route(`${new URL(E2E_MEMBER_SITE).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Member site</h1>' }),
    );
  });

  test('is sent to the member site with ?ph= after signing in, but not on an open route', async ({
    page,
  }) => {
    await signInAs(page, '9812345678');
    await expect(page).toHaveURL(`${E2E_MEMBER_SITE}?ph=%2B919812345678`);

    await page.goto('/callsupport');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call support');
    await expect(page.getByRole('banner')).toContainText('Hi, Rohan');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/callsupport$/);
    // Spec section 1: analytics tells paid users apart, from the first page view of a visit.
    const pageViews = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => entry.event === 'page_view')
        .map((entry) => [entry.page_path, entry.user_type]),
    );
    expect(pageViews).toEqual([['/callsupport', 'paid user']]);

    await page.goto('/leaderboard');
    await expect(page).toHaveURL(`${E2E_MEMBER_SITE}?ph=%2B919812345678`);
  });
});

test('an expired session shows "Please re-authenticate." and lands on the home page', async ({
  page,
  context,
}) => {
  // Sign-in must have finished: a lead load still in flight would meet the swapped cookies on the
  // old page and end the session there, before the navigation below.
  await joinAsNewMember(page, 'Nisha Rao');
  await expect(page.getByRole('banner')).toContainText('Hi, Nisha');

  // Both tokens stop working, as after the refresh token's family was revoked elsewhere.
  await context.addCookies(
    ['sessiontoken', 'refreshToken'].map((name) => ({
      name,
      value: `expired-${name}-0123456789abcdefghij`,
      url: page.url(),
    })),
  );
  await page.goto('/contactus');
  await expect(page.getByText('Please re-authenticate.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fourteen mornings that change how you feel',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('sessiontoken');
  expect(names).not.toContain('leaddetails');
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the join form and the code page fit without sideways scrolling', async ({ page }) => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/join/meera-iyer');
    await expect(page.getByRole('button', { name: 'Join free' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('IN');
    expect(await overflow()).toBeLessThanOrEqual(0);

    await submitJoinForm(page, 'Kiran Rao', uniqueNationalNumber());
    for (let digit = 1; digit <= 6; digit++) {
      await expect(page.getByLabel(`Digit ${digit}`)).toBeVisible();
    }
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
