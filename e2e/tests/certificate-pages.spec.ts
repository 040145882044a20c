import { expect, test } from '@playwright/test';
import { E2E_MEMBER_SITE } from '../playwright.config';
import { checkPage } from './page-check-helpers';
import { signInAs } from './sign-in-helpers';
import { openSiteMenu } from './site-menu-helpers';

/*
 * Issue 13's pages (mf-certificates) on a phone, with the demo's members: Kavya has earned both
 * certificates of the past challenge and issued neither; she issues her completion certificate
 * in English (and corrects its name once), then her world-record attempt's participation
 * certificate in Hindi, and each public page checks its signature in the browser. Rohan, a paid
 * member of the past challenge, has both already (his completion one corrected once) and is not
 * sent away to the member site. Asha's challenge still runs; a visitor is asked to sign in.
 */

const KAVYA = '9845012345';
const ROHAN = '9812345678';
const ASHA = '9876543210';

const PHONE = { width: 390, height: 844 };

/** The id at the end of the public page's address. */
const idOf = (href: string | null) => href?.split('/').pop() ?? '';

test.use({ viewport: PHONE });

/** The text a PDF reader finds on the first page (pdf.js, as Firefox and many viewers use). */
async function pdfText(body: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(body) }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

test('a member issues her certificate, shares it, corrects her name once, its public page checks out, and she issues her participation certificate in Hindi', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, KAVYA);
  await openSiteMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/certificate');
  await expect(page.getByRole('heading', { level: 1, name: 'Your certificate' })).toBeVisible();

  await test.step('she checks the name, sees the preview and issues it', async () => {
    const field = page.getByRole('textbox', { name: 'Name on your certificate' });
    const issue = page.getByRole('button', { name: 'Issue my certificate' });
    // A retried test finds the certificate its first try issued.
    await expect(field.or(page.getByRole('link', { name: 'Download PDF' }))).toBeVisible();
    if (!(await field.isVisible())) return;
    await expect(field).toHaveValue('Kavya Reddy');
    const preview = page.getByRole('figure', { name: 'Preview of your certificate' });
    await expect(preview).toContainText('Certificate of completion');
    await field.fill('Kavya 2');
    await issue.click();
    await expect(field).toHaveAccessibleDescription(/Your name can only have letters and spaces\./);
    await field.fill('Kavya  Redy');
    await expect(preview).toContainText('Kavya Redy');
    await checkPage(page, 'certificate-eligible-en');
    await issue.click();
    await expect(page.getByRole('heading', { name: 'Print this name?' })).toBeFocused();
    await page.getByRole('button', { name: 'Yes, issue my certificate' }).click();
    await expect(
      page.getByText('Your certificate is ready. Download it or share it below.'),
    ).toBeVisible();
  });

  const card = page.getByRole('figure', { name: 'Your certificate' });
  const publicPage = page.getByRole('link', { name: 'View public page' });
  const firstId = idOf(await publicPage.getAttribute('href'));
  expect(firstId).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

  await test.step('the issued certificate has its files, sharing and LinkedIn', async () => {
    await expect(card).toContainText(firstId);
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    const png = page.getByRole('link', { name: 'Download image (PNG)' });
    const pdfAnswer = await page.request.get((await pdf.getAttribute('href'))!);
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
    const text = await pdfText(await pdfAnswer.body());
    expect(text).toContain('Kavya Redy');
    expect(text).toContain(firstId);
    const pngAnswer = await page.request.get((await png.getAttribute('href'))!);
    expect(pngAnswer.headers()['content-type']).toContain('image/png');
    const image = await pngAnswer.body();
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1080, 1350]);
    const share = page.getByRole('region', { name: 'Share your certificate' });
    await expect(share.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${firstId}$`),
    );
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const linkedIn = new URL(
      (await share.getByRole('link', { name: /Add to LinkedIn profile/ }).getAttribute('href'))!,
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('certId')).toBe(firstId);
    expect(linkedIn.searchParams.get('certUrl')).toMatch(new RegExp(`/certificate/${firstId}$`));
    expect(linkedIn.searchParams.get('issueYear')).toMatch(/^20\d\d$/);
    await checkPage(page, 'certificate-issued-en');
  });

  await test.step('its public page says who and what, and the browser checks its signature', async () => {
    await publicPage.click();
    await expect(page).toHaveURL(new RegExp(`/certificate/${firstId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate of completion' }),
    ).toBeVisible();
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    const checks = page.getByRole('region', { name: 'Checks' });
    await expect(checks.getByText('Checked on this device')).toBeVisible();
    await expect(checks.getByRole('listitem')).toHaveText([
      /Signature of the issuerPassed/,
      /Not withdrawnPassed/,
      /Current \(not replaced by a correction\)Passed/,
    ]);
    await expect(
      page.getByRole('img', { name: 'QR code of this certificate’s page' }),
    ).toBeVisible();
    const credential = await page.request.get(
      (await page
        .getByRole('link', { name: 'Download the signed credential' })
        .getAttribute('href'))!,
    );
    expect((await credential.text()).split('.')).toHaveLength(3);
    await expect(page.getByRole('main')).not.toContainText('9845012345');
    await checkPage(page, 'certificate-public-en');
  });

  await test.step('she corrects her name once; the old page points to the new one', async () => {
    await page.goto('/certificate');
    await expect(card).toBeVisible();
    const correct = page.getByRole('button', { name: 'Correct my name' });
    if (await correct.isVisible()) {
      await correct.click();
      await page.getByRole('textbox', { name: 'Name on your certificate' }).fill('Kavya Reddy');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Yes, correct my name' }).click();
      await expect(
        page.getByText('Your name is corrected. This is your new certificate.'),
      ).toBeVisible();
    }
    await expect(card).toContainText('Kavya Reddy');
    await expect(
      page.getByText('You have already used your one correction.', { exact: false }),
    ).toBeVisible();
    const newId = idOf(await publicPage.getAttribute('href'));
    expect(newId).not.toBe(firstId);

    await page.goto(`/certificate/${firstId}`);
    await expect(page.getByText('This certificate was replaced by a corrected one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See the corrected certificate' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificate/${newId}$`));
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByText('Checked on this device')).toBeVisible();
  });

  await test.step('the download page gives the files', async () => {
    await page.goto('/certificate/download');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Download your certificate' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await checkPage(page, 'certificate-download-en');
  });

  await test.step('in Hindi, she issues her world-record attempt’s participation certificate', async () => {
    await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));
    await page.goto('/wr-certificate');
    await expect(
      page.getByRole('heading', { level: 1, name: 'विश्व रिकॉर्ड प्रयास का आपका प्रमाणपत्र' }),
    ).toBeVisible();

    const field = page.getByRole('textbox', { name: 'प्रमाणपत्र पर आपका नाम' });
    await expect(field.or(page.getByRole('link', { name: 'PDF डाउनलोड करें' }))).toBeVisible();
    if (await field.isVisible()) {
      await field.fill('काव्या रेड्डी');
      const preview = page.getByRole('figure', { name: 'आपके प्रमाणपत्र की झलक' });
      await expect(preview).toContainText('भागीदारी प्रमाणपत्र');
      await expect(preview).toContainText('काव्या रेड्डी');
      await expect(preview).toContainText('विश्व रिकॉर्ड प्रयास में हिस्सा लिया');
      await checkPage(page, 'wr-certificate-eligible-hi');
      await page.getByRole('button', { name: 'मेरा प्रमाणपत्र जारी करें' }).click();
      await page.getByRole('button', { name: 'हाँ, मेरा प्रमाणपत्र जारी करें' }).click();
      await expect(
        page.getByText('आपका प्रमाणपत्र तैयार है। नीचे से इसे डाउनलोड या शेयर करें।'),
      ).toBeVisible();
    }
    const wrCard = page.getByRole('figure', { name: 'आपका प्रमाणपत्र' });
    await expect(wrCard).toContainText('काव्या रेड्डी');
    await expect(wrCard).toContainText(/प्रयास की तारीख़: /);
    await checkPage(page, 'wr-certificate-issued-hi');

    await page.getByRole('link', { name: 'सार्वजनिक पेज देखें' }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'विश्व रिकॉर्ड प्रयास में भागीदारी का प्रमाणपत्र',
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'प्रमाणपत्र का विवरण' })).toContainText(
      'विश्व रिकॉर्ड प्रयास में हिस्सा लेने के लिए',
    );
    await expect(page.getByText('इसी डिवाइस पर जाँचा गया')).toBeVisible();
    await checkPage(page, 'wr-certificate-public-hi');
  });
});

test('a paid member of an older challenge reaches his certificates; a member whose challenge runs sees her progress', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.route(`${new URL(E2E_MEMBER_SITE).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Member site</h1>' }),
  );
  await signInAs(page, ROHAN);
  // Signing in lands him on the member site; the certificate pages are open to him.
  await expect(page).toHaveURL(`${E2E_MEMBER_SITE}?ph=%2B919812345678`);
  await page.goto('/certificate');
  await expect(page).toHaveURL(/\/certificate$/);
  const card = page.getByRole('figure', { name: 'Your certificate' });
  await expect(card).toContainText('Rohan Mehta');
  await expect(
    page.getByText('You have already used your one correction.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Correct my name' })).toHaveCount(0);

  await page.goto('/wr-certificate');
  await expect(card).toContainText('took part in the world-record attempt');
  await expect(page.getByRole('main')).not.toContainText(/set a world record/i);
  await page.getByRole('link', { name: 'View public page' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Certificate of participation in the world-record attempt',
    }),
  ).toBeVisible();
  await expect(page.getByText('Checked on this device')).toBeVisible();

  await openSiteMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  // Signing out revokes the session on the server first: until it is done he is still signed in,
  // and /login would send him, a paid member, to the member site again.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signInAs(page, ASHA);
  await openSiteMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/certificate/download');
  await expect(page).toHaveURL(/\/certificate$/);
  await expect(
    page.getByText('There is no certificate to download yet. Here is where yours stands.'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Days attended' })).toBeVisible();
  await checkPage(page, 'certificate-not-eligible-en');

  // Her challenge's world-record attempt (day 7) is ahead, as /live announces it.
  await page.goto('/wr-certificate');
  await expect(
    page.getByText(/^The world-record attempt is on .+, in the live session\./),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the live sessions' }).click();
  await expect(page).toHaveURL(/\/live$/);
});

test('a visitor is asked to sign in, and an unknown certificate is said to be unknown', async ({
  page,
}) => {
  await page.goto('/certificate');
  await expect(
    page.getByRole('heading', { name: 'Sign in to get your certificate' }),
  ).toBeVisible();
  await page.goto('/certificate/0000000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find this certificate' }),
  ).toBeVisible();
  await checkPage(page, 'certificate-unknown-en');
});
