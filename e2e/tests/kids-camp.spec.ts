import { expect, test } from '@playwright/test';
import { checkPage } from './page-check-helpers';
import { codeSentTo, joinAsNewMember } from './sign-in-helpers';

/*
 * Issue 27 (decision 0045): a parent enrols a child in the kids camp, giving consent with a fresh
 * code texted to their own phone, downloads the material and the child's certificate, and
 * withdraws the consent, which erases the child; no analytics event leaves a kids camp page.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a parent enrols a child with a code, downloads the material, and withdraws consent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const events: string[] = [];
  await page.route('**/api/user/internal/logs', async (route) => {
    events.push(route.request().postData() ?? '');
    await route.continue();
  });
  const nationalNumber = await joinAsNewMember(page, 'Sunita Pillai');
  const signInCode = await codeSentTo(page, `+91${nationalNumber}`);

  await page.goto('/kidscamp');
  await expect(page.getByRole('heading', { level: 1, name: 'Kids yoga camp' })).toBeVisible();
  await page.getByRole('textbox', { name: /Child's first name/ }).fill('Anaya');
  await page.getByRole('combobox', { name: 'Age' }).selectOption({ label: '7 years' });
  await page.getByRole('radio', { name: /^Morning/ }).check();
  // The sign-in code was texted moments ago: the resend pause applies to this one too.
  await expect(async () => {
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('textbox', { name: 'Code from the SMS' })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 40_000, intervals: [3000] });
  let consentCode = signInCode;
  await expect(async () => {
    consentCode = await codeSentTo(page, `+91${nationalNumber}`);
    expect(consentCode).not.toBe(signInCode);
  }).toPass({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'Code from the SMS' }).fill(consentCode);
  await checkPage(page, 'kidscamp-enrol-en-390');
  await page.getByRole('button', { name: 'Confirm and enrol' }).click();
  await expect(page.getByText('Anaya is enrolled. See you at the camp!')).toBeVisible();
  const children = page.getByRole('region', { name: 'Your children' });
  await expect(children).toContainText('Anaya');

  await page.getByRole('link', { name: 'Material and certificates' }).click();
  await expect(page.getByRole('link', { name: 'Back to the kids camp' })).toBeVisible();
  const material = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Download the material (PDF)' })
    .or(page.getByRole('link', { name: 'Download the material (PDF)' }))
    .click();
  expect((await material).suggestedFilename()).toMatch(/\.pdf$/);
  const certificate = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Certificate for Anaya (PDF)' })
    .or(page.getByRole('link', { name: 'Certificate for Anaya (PDF)' }))
    .click();
  expect((await certificate).suggestedFilename()).toMatch(/\.pdf$/);
  await checkPage(page, 'kidscamp-download-en-390');

  await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));
  await page.goto('/kidscamp');
  await page.getByRole('button', { name: /Anaya/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await checkPage(page, 'kidscamp-withdraw-hi-390');
  await dialog.getByRole('button', { name: 'वापस लें और मिटाएँ' }).click();
  await expect(dialog).toBeHidden();
  const childrenHi = page.getByRole('region', { name: 'आपके बच्चे' });
  await expect(childrenHi.getByText('आपने अभी किसी बच्चे का नाम नहीं लिखवाया है।')).toBeVisible();
  await expect(childrenHi.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('सहमति वापस ले ली गई: Anaya का डेटा मिटा दिया गया है।')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkPage(page, 'kidscamp-hi-1280');

  // Nothing about the camp or the child left the page as an analytics event.
  expect(events.filter((body) => /kidscamp|Anaya/i.test(body))).toEqual([]);
});
