import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './page-check-helpers';
import { codeSentTo, submitJoinForm, uniqueNationalNumber } from './sign-in-helpers';

/** The running demo challenge's card, named in the page's language (its name is content). */
const CARD = { en: 'Winter 14-Day Yoga Challenge', hi: 'शीतकालीन 14 दिवसीय योग चैलेंज' };

async function switchToHindi(page: Page) {
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

/** Text that spills out of its box: wider than the screen, or clipped inside a control. */
async function overflowingText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    }
    const boxes = document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, p, li, label, button, a, input, select, time, strong',
    );
    for (const box of boxes) {
      if (box.clientWidth === 0 || !box.checkVisibility()) continue;
      const rect = box.getBoundingClientRect();
      if (box.scrollWidth > box.clientWidth + 1 || rect.right > window.innerWidth + 1) {
        problems.push(`${box.tagName} "${box.innerText.slice(0, 40)}"`);
      }
    }
    return problems;
  });
}

test('the whole page, a remote included, switches to Hindi and stays in Hindi', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article', { name: CARD.en })).toBeVisible();
  const english = page.getByRole('button', { name: 'English' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');

  await switchToHindi(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'होम', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'साइन इन' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '14 सुबहें, जो आपको तन-मन से तरोताज़ा कर दें',
  );
  // mf-challenge, a separate remote, switched with the shell without a reload.
  const card = page.getByRole('article', { name: CARD.hi });
  await expect(card.getByRole('link', { name: 'लाइव सेशन देखें' })).toBeVisible();
  await expect(card).toContainText('लोग जुड़ चुके हैं');
  await expect(page.getByRole('heading', { name: 'मुफ़्त चैलेंज से जुड़ें' })).toBeVisible();

  // The server sends / already rendered in Hindi (the switch's cookie), so no English shows first.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('14 सुबहें, जो आपको तन-मन से तरोताज़ा कर दें');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('article', { name: CARD.hi }).getByRole('link', { name: 'लाइव सेशन देखें' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'See the live sessions' })).toBeVisible();
});

test('a browser that prefers Hindi opens the site in Hindi', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'लाइव सेशन देखें' })).toBeVisible();
  await context.close();
});

/** The bodies of every script the page loads from now on. */
function recordScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

test('each language downloads only its own messages', async ({ browser }) => {
  // A message of the shell's catalogue and one of mf-challenge's, in each language.
  const hindi = ['तरोताज़ा', 'लाइव सेशन देखें'];
  const english = ['Fourteen mornings that change', 'See the live sessions'];
  for (const [locale, own, other, card] of [
    ['en-IN', english, hindi, CARD.en],
    ['hi-IN', hindi, english, CARD.hi],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('article', { name: card })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    for (const text of own) expect(loaded, `${locale} loads "${text}"`).toContain(text);
    for (const text of other) expect(loaded, `${locale} skips "${text}"`).not.toContain(text);
    await context.close();
  }
});

test('a member joins and signs in through the Hindi pages; a wrong code is explained in Hindi', async ({
  page,
}) => {
  await page.goto('/');
  await switchToHindi(page);
  const number = uniqueNationalNumber();
  await page.getByLabel('आपका नाम').fill('Priya Sharma');
  await page.getByLabel('मोबाइल नंबर').fill(number);
  await page.getByRole('button', { name: 'मुफ़्त जुड़ें' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना कोड डालें');

  const code = await codeSentTo(page, `+91${number}`);
  const wrong = code === '000000' ? '111111' : '000000';
  const digits = page.getByRole('group', { name: '6 अंकों का कोड' });
  await digits.getByLabel('अंक 1').pressSequentially(wrong);
  await expect(page.getByRole('alert')).toContainText('यह कोड सही नहीं है।');
  await expect(page.getByRole('alert')).toContainText('मौके बचे हैं');

  await digits.getByLabel('अंक 1').pressSequentially(code);
  await expect(page.getByText('स्वागत है, Priya! आप चैलेंज में शामिल हो गए हैं।')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('नमस्ते, Priya');
});

test('a member signs in through the Hindi sign-in page', async ({ page }) => {
  // One of the demo data's generated members of the running challenge.
  const number = '9000012345';
  await page.goto('/login');
  await switchToHindi(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइन इन करें');
  await page.getByLabel('मोबाइल नंबर').fill(number);
  await page.getByRole('button', { name: 'मुझे कोड भेजें' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await page
    .getByRole('group', { name: '6 अंकों का कोड' })
    .getByLabel('अंक 1')
    .pressSequentially(await codeSentTo(page, `+91${number}`));
  await expect(page.getByText(/^फिर से स्वागत है, .+!$/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'साइन आउट' })).toBeVisible();
});

test('the form’s own checks speak Hindi', async ({ page }) => {
  await page.goto('/join/asha-verma');
  await switchToHindi(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Asha Verma ने आपको 14 दिन के योग चैलेंज में बुलाया है',
  );
  await page.getByLabel('आपका नाम').fill('Asha1');
  await page.getByRole('button', { name: 'मुफ़्त जुड़ें' }).click();
  await expect(page.getByText('नाम में सिर्फ़ अक्षर और खाली जगह हो सकती है')).toBeVisible();
  await expect(page.getByText('चुने गए देश का सही मोबाइल नंबर डालें।')).toBeVisible();
});

for (const language of ['en', 'hi'] as const) {
  test(`/, /login and the code page fit a 390px phone and pass axe (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('article', { name: CARD.en })).toBeVisible();
    if (language === 'hi') await switchToHindi(page);
    const shots = test.info().outputPath.bind(test.info());

    expect(await overflowingText(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shots(`home-${language}.png`), fullPage: true });

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shots(`login-${language}.png`), fullPage: true });

    await page.goto('/');
    await expect(page.getByRole('article', { name: CARD[language] })).toBeVisible();
    const name = language === 'hi' ? 'आपका नाम' : 'Your name';
    if (language === 'hi') {
      await page.getByLabel(name).fill('Priya Sharma');
      await page.getByLabel('मोबाइल नंबर').fill(uniqueNationalNumber());
      await page.getByRole('button', { name: 'मुफ़्त जुड़ें' }).click();
      await expect(page).toHaveURL(/\/verify$/);
    } else {
      await submitJoinForm(page, 'Priya Sharma', uniqueNationalNumber());
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shots(`code-${language}.png`), fullPage: true });
  });
}
