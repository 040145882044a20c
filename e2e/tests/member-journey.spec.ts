import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './sign-in-helpers';

/*
 * Issue 21: a member's day across the areas, on a phone. Kavya's challenge (the demo's past one)
 * has ended while the Winter challenge runs (day 4); Asha is on day 4 of it.
 */
test.use({ viewport: { width: 390, height: 844 } });

const KAVYA = '9845012345';
const ASHA = '9876543210';
const RUNNING = { en: 'Winter 14-Day Yoga Challenge', hi: 'शीतकालीन 14 दिवसीय योग चैलेंज' };

async function switchLanguage(page: Page, to: 'हिन्दी' | 'English') {
  const group = page.getByRole('group', { name: /Language|भाषा/ });
  if (!(await group.isVisible())) {
    // On a phone the header's language switch may sit in its menu.
    await page.getByRole('button', { name: /Menu|मेन्यू|मेनू/ }).click();
  }
  await group.getByRole('button', { name: to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'hi');
}

test('Kavya takes part in the running challenge from home in one tap, and every page follows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, KAVYA);
  await expect(page).toHaveURL(/\/$/);
  await switchLanguage(page, 'हिन्दी');

  // Home welcomes her back and offers the running challenge, in Hindi, with one button.
  await expect(
    page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है, Kavya Reddy!' }),
  ).toBeVisible();
  const offer = page.getByRole('complementary', { name: RUNNING.hi });
  await expect(offer).toContainText('अभी लाइव · 14 में से दिन 4');
  await expect(offer.getByRole('button', { name: 'भाग लें' })).toBeInViewport();
  await offer.getByRole('button', { name: 'भाग लें' }).click();
  await expect(page.getByText(`आप ${RUNNING.hi} में शामिल हो गए!`, { exact: false })).toBeVisible();
  await expect(offer).toBeHidden();

  // Home now leads with her day in the running challenge, and keeps the past one readable.
  await expect(page.getByRole('heading', { name: 'आपका दिन 4 (14 में से)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके पिछले चैलेंज' })).toBeVisible();

  // /live follows the running challenge: today's sessions, her days before joining not missed.
  await page.goto('/live');
  await expect(page.getByRole('listitem', { name: 'दिन 1: आपके जुड़ने से पहले' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'दिन 4: आज' })).toBeVisible();

  // The board is the running challenge's, where she has not scored yet.
  await page.goto('/leaderboard');
  await expect(page.getByRole('main')).not.toContainText('0 पॉइंट, अभी रैंक नहीं');

  await switchLanguage(page, 'English');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are in, Kavya Reddy!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your day 4 of 14' })).toBeVisible();
  const past = page.getByRole('listitem').filter({ hasText: 'Final place' });
  await expect(past.first().getByRole('link', { name: /^Certificate of / })).toHaveAttribute(
    'href',
    /\/certificate\?challenge=\d+$/,
  );
  await expect(page.getByRole('button', { name: 'Take part' })).toHaveCount(0);
});

test("Asha's home leads with her next action, above the fold, and her progress", async ({
  page,
}) => {
  await signInAs(page, ASHA);
  await expect(page).toHaveURL(/\/$/);
  const greeting = page.getByRole('heading', { level: 1, name: 'You are in, Asha Verma!' });
  const day = page.getByRole('heading', { name: 'Your day 4 of 14' });
  await expect(day).toBeInViewport();
  const progress = page.getByRole('heading', { name: 'Your progress' });
  await expect(progress).toBeVisible();
  const challengeCard = page.getByRole('heading', { name: RUNNING.en, exact: true });
  const top = async (heading: typeof day) => (await heading.boundingBox())!.y;
  // Greeting, then today's action, then her progress, then the challenge card, then the opening.
  expect(await top(greeting)).toBeLessThan(await top(day));
  expect(await top(day)).toBeLessThan(await top(progress));
  expect(await top(progress)).toBeLessThan(await top(challengeCard));
  expect(await top(challengeCard)).toBeLessThan(
    await top(page.getByRole('heading', { name: 'Fourteen mornings that change how you feel' })),
  );
  await expect(
    page.getByText(
      'You earn points for each day you attend and for each friend who joins and attends.',
    ),
  ).toBeVisible();
  // She is in the newest running challenge: nothing asks her to take part again.
  await expect(page.getByRole('button', { name: 'Take part' })).toHaveCount(0);
});
