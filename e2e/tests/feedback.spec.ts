import { expect, test } from '@playwright/test';
import { dayInIndia, phasesOf, setPhases } from './challenge-phase-helpers';
import { checkPage } from './page-check-helpers';
import { joinAsNewMember } from './sign-in-helpers';

/*
 * Issue 27 (decision 0043): at the end of the challenge a member is asked for feedback on home,
 * gives it on /feedback, and can change it while the phase is open; in English and Hindi, on a
 * phone and a laptop.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a member is asked for feedback at the end of the challenge, gives it and changes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = await phasesOf(page);
  // Ops open the demo challenge's feedback phase today, until the payment starts in two days.
  await setPhases(page, {
    ...before,
    feedback_start_date: dayInIndia(0),
    payment_start_date: dayInIndia(2),
  });
  try {
    await joinAsNewMember(page, 'Farida Khan');
    await page.goto('/');
    const prompt = page.getByRole('region', { name: 'How was your challenge?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: 'Give feedback' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 5.')).toBeVisible();
    await page.getByRole('radio', { name: '5: Excellent' }).check();
    await page.getByRole('checkbox', { name: 'I sleep better' }).check();
    await page.getByRole('checkbox', { name: 'My mind is calmer' }).check();
    await page
      .getByRole('textbox', { name: /Anything else/ })
      .fill('सुबह का अभ्यास अब आदत बन गया है। Thank you!');
    await checkPage(page, 'feedback-form-en-390');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText(/^Thank you! Your feedback is saved\./)).toBeVisible();

    // Home stops asking once it is given.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'आपकी राय' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '5: बेहतरीन' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'नींद अच्छी आती है' })).toBeChecked();
    await page.getByRole('radio', { name: '4: बहुत अच्छा' }).check();
    await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
    await expect(page.getByText(/^धन्यवाद! आपकी राय सहेज ली गई है।/)).toBeVisible();
    await checkPage(page, 'feedback-form-hi-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkPage(page, 'feedback-form-hi-1280');

    // What the server kept, read again.
    await page.reload();
    await expect(page.getByRole('radio', { name: '4: बहुत अच्छा' })).toBeChecked();
  } finally {
    await setPhases(page, before);
  }
});

test('before the feedback phase, /feedback says when it opens', async ({ page }) => {
  await joinAsNewMember(page, 'Gopal Iyer');
  await page.goto('/feedback');
  await expect(page.getByText('Feedback opens at the end of your challenge')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your sessions' })).toBeVisible();
  await checkPage(page, 'feedback-not-yet-en-390');
});
