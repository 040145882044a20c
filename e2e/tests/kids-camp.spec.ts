import { expect, test } from '@playwright/test';
import { checkPage } from './page-check-helpers';
import { codeSentTo, joinAsNewMember } from './sign-in-helpers';

/*
 * Issue 27 (decision 0045): a parent enrols a child in the kids camp, giving consent with a fresh
 * code texted to their own phone, downloads the material and the child's certificate, and
 * withdraws the consent, which erases the child; no analytics event leaves a kids camp page. In
 * English and in Hindi, each with a parent and child of its own.
 */

/** What the parent reads, in each language (mf-challenge's kids camp catalogue, the demo camp). */
const RUNS = {
  en: {
    parent: 'Sunita Pillai',
    child: 'Anaya',
    title: 'Kids yoga camp',
    firstName: /Child's first name/,
    age: 'Age',
    sevenYears: '7 years',
    morning: /^Morning/,
    sendCode: 'Send me a code',
    code: 'Code from the SMS',
    confirm: 'Confirm and enrol',
    enrolled: 'Anaya is enrolled. See you at the camp!',
    children: 'Your children',
    toDownloads: 'Material and certificates',
    toCamp: 'Back to the kids camp',
    material: 'Download the material (PDF)',
    certificate: 'Certificate for Anaya (PDF)',
    withdrawFor: 'Withdraw consent for Anaya',
    withdrawConfirm: 'Withdraw and erase',
    none: 'You have not enrolled a child yet.',
    withdrawn: "Consent withdrawn: Anaya's data is erased.",
  },
  hi: {
    parent: 'Rekha Sharma',
    child: 'Vihaan',
    title: 'बच्चों का योग कैंप',
    firstName: /बच्चे का पहला नाम/,
    age: 'उम्र',
    sevenYears: '7 साल',
    morning: /^सुबह/,
    sendCode: 'मुझे कोड भेजें',
    code: 'SMS में आया कोड',
    confirm: 'पुष्टि करें और नाम लिखवाएँ',
    enrolled: 'Vihaan का नाम लिख लिया गया है। कैंप में मिलते हैं!',
    children: 'आपके बच्चे',
    toDownloads: 'अभ्यास सामग्री और प्रमाणपत्र',
    toCamp: 'किड्स कैंप पर वापस जाएँ',
    material: 'अभ्यास सामग्री डाउनलोड करें (PDF)',
    certificate: 'Vihaan का प्रमाणपत्र (PDF)',
    withdrawFor: 'Vihaan के लिए सहमति वापस लें',
    withdrawConfirm: 'वापस लें और मिटाएँ',
    none: 'आपने अभी किसी बच्चे का नाम नहीं लिखवाया है।',
    withdrawn: 'सहमति वापस ले ली गई: Vihaan का डेटा मिटा दिया गया है।',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });
// Each language has a parent of its own, and most of a run is the wait for the SMS resend pause
// before the consent code: the two may wait side by side.
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  test(`a parent enrols a child with a code, downloads the material, and withdraws consent (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = RUNS[language];
    const events: string[] = [];
    await page.route('**/api/user/internal/logs', async (route) => {
      events.push(route.request().postData() ?? '');
      await route.continue();
    });
    const nationalNumber = await joinAsNewMember(page, run.parent);
    const signInCode = await codeSentTo(page, `+91${nationalNumber}`);
    if (language === 'hi') await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));

    await page.goto('/kidscamp');
    await expect(page.getByRole('heading', { level: 1, name: run.title })).toBeVisible();
    await page.getByRole('textbox', { name: run.firstName }).fill(run.child);
    await page.getByRole('combobox', { name: run.age }).selectOption({ label: run.sevenYears });
    await page.getByRole('radio', { name: run.morning }).check();
    // The sign-in code was texted moments ago: the resend pause applies to this one too.
    await expect(async () => {
      await page.getByRole('button', { name: run.sendCode }).click();
      await expect(page.getByRole('textbox', { name: run.code })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 40_000, intervals: [3000] });
    let consentCode = signInCode;
    await expect(async () => {
      consentCode = await codeSentTo(page, `+91${nationalNumber}`);
      expect(consentCode).not.toBe(signInCode);
    }).toPass({ timeout: 10_000 });
    await page.getByRole('textbox', { name: run.code }).fill(consentCode);
    await checkPage(page, `kidscamp-enrol-${language}-390`);
    await page.getByRole('button', { name: run.confirm }).click();
    await expect(page.getByText(run.enrolled)).toBeVisible();
    const children = page.getByRole('region', { name: run.children });
    await expect(children).toContainText(run.child);

    await page.getByRole('link', { name: run.toDownloads }).click();
    await expect(page.getByRole('link', { name: run.toCamp })).toBeVisible();
    const material = page.waitForEvent('download');
    await page
      .getByRole('button', { name: run.material })
      .or(page.getByRole('link', { name: run.material }))
      .click();
    expect((await material).suggestedFilename()).toMatch(/\.pdf$/);
    const certificate = page.waitForEvent('download');
    await page
      .getByRole('button', { name: run.certificate })
      .or(page.getByRole('link', { name: run.certificate }))
      .click();
    expect((await certificate).suggestedFilename()).toMatch(/\.pdf$/);
    await checkPage(page, `kidscamp-download-${language}-390`);

    await page.getByRole('link', { name: run.toCamp }).click();
    await page.getByRole('button', { name: run.withdrawFor }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await checkPage(page, `kidscamp-withdraw-${language}-390`);
    await dialog.getByRole('button', { name: run.withdrawConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(children.getByText(run.none)).toBeVisible();
    await expect(children.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText(run.withdrawn)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkPage(page, `kidscamp-${language}-1280`);

    // Nothing about the camp or the child left the page as an analytics event.
    expect(events.filter((body) => new RegExp(`kidscamp|${run.child}`, 'i').test(body))).toEqual(
      [],
    );
  });
}
