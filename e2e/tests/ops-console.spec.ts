import { expect, test, type Page } from '@playwright/test';
import { signedInToConsole } from './ops-console-helpers';
import { joinAsNewMember } from './sign-in-helpers';

/**
 * Issue 28: an ops person signs in to the console at /ops with their listed phone and the code
 * texted to them, finds a member and corrects their attendance with a reason; the member's days,
 * points and place on the board follow, and the member reads the action and its reason in their
 * account.
 */

const TEXTS = {
  en: {
    members: 'Members',
    slug: "Member's link name or mobile number",
    find: 'Show attendance',
    days: (n: number) => `Days attended: ${n}`,
    day: 'Day',
    batch: 'Batch',
    reason: 'Reason (the member sees it)',
    save: 'Save the correction',
    saved: /^Saved\./,
  },
  hi: {
    members: 'सदस्य',
    slug: 'सदस्य के लिंक का नाम या मोबाइल नंबर',
    find: 'हाज़िरी देखें',
    days: (n: number) => `हाज़िर दिन: ${n}`,
    day: 'दिन',
    batch: 'बैच',
    reason: 'वजह (सदस्य इसे देखेंगे)',
    save: 'सुधार सहेजें',
    saved: /^सहेज दिया।/,
  },
} as const;

/** The member's days attended and points, as their own session reads them. */
function standingOf(page: Page): Promise<{ days: number; points: number }> {
  return page.evaluate(async () => {
    const token = document.cookie.match(/sessiontoken=([^;]+)/)?.[1];
    const { phone_number: phone } = JSON.parse(localStorage.getItem('account') ?? '{}') as {
      phone_number: string;
    };
    const headers = { authorization: `Bearer ${token}` };
    const [attendance, points] = await Promise.all([
      fetch('/api/lead/lead/getleadattendance', { headers }).then((res) => res.json()),
      fetch(`/api/gamification/leaderboard/live-leaderboard-points/${encodeURIComponent(phone)}`, {
        headers,
      }).then((res) => res.json()),
    ]);
    return {
      days: (attendance as { total_attended_days: number }).total_attended_days,
      points: (points as { points: number }).points,
    };
  });
}

for (const [language, size] of [
  ['en', { width: 390, height: 844 }],
  ['hi', { width: 1280, height: 800 }],
] as const) {
  test(`support sign in to /ops and correct a member's attendance, which the member reads (${language}, ${size.width}px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const texts = TEXTS[language];
    const memberName = language === 'en' ? 'Meena Corrected' : 'Mohan Corrected';
    await page.setViewportSize(size);
    await joinAsNewMember(page, memberName);
    const slug = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('account') ?? '{}') as { slug: string }).slug,
    );

    const before = await standingOf(page);

    const opsName = language === 'en' ? 'Sunita Support' : 'सुनीता सहायता';
    const ops = await signedInToConsole(browser, baseURL, {
      name: opsName,
      roles: ['support'],
      language,
      size,
    });
    await ops.getByRole('tab', { name: texts.members }).click();
    await ops.screenshot({
      path: test.info().outputPath(`ops-home-${language}.png`),
      fullPage: true,
    });

    await ops.getByLabel(texts.slug).fill(slug);
    await ops.getByRole('button', { name: texts.find }).click();
    await expect(ops.getByText(texts.days(0))).toBeVisible();
    await ops.getByLabel(texts.day, { exact: true }).fill('1');
    await ops.getByLabel(texts.batch, { exact: true }).fill('1');
    const reason = language === 'en' ? 'Camera was off on day 1' : 'पहले दिन कैमरा बंद था';
    await ops.getByLabel(texts.reason).fill(reason);
    await ops.getByRole('button', { name: texts.save }).click();
    await expect(ops.getByText(texts.saved)).toBeVisible();
    await expect(ops.getByText(texts.days(1))).toBeVisible();
    await ops.screenshot({
      path: test.info().outputPath(`ops-corrected-${language}.png`),
      fullPage: true,
    });

    // The member's own record follows (attendance, then points, which the board recounts), and
    // the member reads what the team did and why.
    expect((await standingOf(page)).days).toBe(1);
    await expect.poll(async () => (await standingOf(page)).points).toBeGreaterThan(before.points);
    const { points } = await standingOf(page);
    // On the member's own board: the new points, and a place (a number, not "not ranked yet").
    await page.goto('/leaderboard');
    await expect(page.getByTestId('my-points')).toHaveText(String(points));
    await expect(page.getByTestId('my-rank')).toHaveText(/\d/);
    await page.goto('/account/data');
    await expect(page.getByText(reason)).toBeVisible();
    await ops.context().close();
  });
}
