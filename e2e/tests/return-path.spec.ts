import { expect, test, type Page } from '@playwright/test';
import {
  codeSentTo,
  signInOnLoginPage,
  submitJoinForm,
  typeCode,
  uniqueNationalNumber,
} from './sign-in-helpers';

/**
 * Back to where you were: a page's sign-in and join prompts, and the header's sign-in link, carry
 * the page; the member lands on it once the code is right. Only this site's own paths go through.
 */

/** Meera Iyer, a demo member no other browser test signs in as. */
const MEERA = '9988776655';

test.use({ viewport: { width: 390, height: 844 } });

/** Any request to a host the return path tried to send the browser to (evil.example, evil). */
async function watchForEscapes(page: Page): Promise<string[]> {
  const escaped: string[] = [];
  await page.context().route(
    (url) => url.hostname.startsWith('evil'),
    async (route) => {
      escaped.push(route.request().url());
      await route.abort();
    },
  );
  return escaped;
}

test('a visitor on /gifts signs in from the page and lands back on /gifts', async ({ page }) => {
  await page.goto('/gifts');
  await expect(
    page.getByRole('heading', { name: 'Sign in to see your points, friends and gifts' }),
  ).toBeVisible();
  // The header's sign-in link carries the page too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fgifts',
  );
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fgifts$/);
  await signInOnLoginPage(page, MEERA);
  await expect(page).toHaveURL(/\/gifts$/);
  await expect(page.getByRole('banner')).toContainText('Hi, Meera');
  await expect(page.getByRole('heading', { level: 1, name: 'Levels and gifts' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Sign in to see your points, friends and gifts' }),
  ).toHaveCount(0);
});

test('a visitor on /gifts joins from the page and lands back on /gifts', async ({ page }) => {
  await page.goto('/gifts');
  await page.getByRole('main').getByRole('link', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/\?next=%2Fgifts$/);
  const number = uniqueNationalNumber();
  await page.getByLabel('Your name').fill('Lata Menon');
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/verify\?next=%2Fgifts$/);
  await typeCode(page, await codeSentTo(page, `+91${number}`));
  await expect(page.getByText('Welcome, Lata! You are in the challenge.')).toBeVisible();
  await expect(page).toHaveURL(/\/gifts$/);
});

for (const attack of ['//evil.example', 'https://evil.example', '/\\evil', '/\\/evil.example']) {
  test(`a return path made by someone else (${attack}) lands on / instead`, async ({
    page,
    baseURL,
  }) => {
    const escaped = await watchForEscapes(page);
    const next = encodeURIComponent(attack);

    // The sign-in page does not pass it on.
    await page.goto(`/login?next=${next}`);
    await expect(page.getByRole('link', { name: 'Join the free challenge' })).toHaveAttribute(
      'href',
      '/',
    );

    // Nor does joining with it: the code lands on the home page of this site.
    await page.goto(`/?next=${next}`);
    const number = uniqueNationalNumber();
    await page.getByLabel('Your name').fill('Tara Joshi');
    await page.getByLabel('Mobile number').fill(number);
    await page.getByRole('button', { name: 'Join free' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await typeCode(page, await codeSentTo(page, `+91${number}`));
    await expect(page.getByText('Welcome, Tara! You are in the challenge.')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);

    // A signed-in member sent to the sign-in page with it goes home too.
    await page.goto(`/login?next=${next}`);
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(escaped).toEqual([]);
  });
}

test('asking again within the cooldown goes on to the code already sent, and back to the page', async ({
  page,
}) => {
  // Joining sends a code; the member leaves the code page before typing it.
  const number = uniqueNationalNumber();
  await page.goto('/');
  await submitJoinForm(page, 'Sunil Pillai', number);
  const code = await codeSentTo(page, `+91${number}`);

  await page.goto('/login?next=%2Fleaderboard');
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByRole('alert')).toContainText('We sent a code a moment ago');
  await page.getByRole('button', { name: 'Enter the code we sent' }).click();

  await expect(page).toHaveURL(/\/verify\?next=%2Fleaderboard$/);
  await expect(page.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('banner')).toContainText('Hi, Sunil');
});

test('joining again within the cooldown goes on to the code already sent', async ({ page }) => {
  const number = uniqueNationalNumber();
  await page.goto('/');
  await submitJoinForm(page, 'Gita Bose', number);
  const code = await codeSentTo(page, `+91${number}`);
  await page.goto('/');
  // The server answers a second join within the minute as sent: the same code still works.
  await submitJoinForm(page, 'Gita Bose', number);
  await typeCode(page, code);
  await expect(page.getByText('Welcome, Gita! You are in the challenge.')).toBeVisible();
});
