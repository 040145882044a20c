import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { pngHeader } from '../../api/src/certificates/render/testing/read-render';
import { checkPage } from './page-check-helpers';
import { DEVANAGARI_NAMES, expectShapedName, type NamePlace } from './shaping-helpers';
import { signInAs } from './sign-in-helpers';

/*
 * Issue 24's tools (mf-festivals, part 2) on a phone, in English and Hindi, with the demo's
 * Diwali campaign, recipes and garba steps: a rangoli stroke comes back repeated around the
 * centre in the exported PNG; a diya card is made and shared; a recipe is followed to the end;
 * garba progress survives a reload; every spec page view is recorded once.
 */

const KAVYA = '9845012345';
const ASHA = '9876543210';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The maroon floor of the rangoli (mf-festivals/src/features/rangoli/model/draw-rangoli.ts). */
const FLOOR = [0x3b, 0x1f, 0x2b];

/** RGB of the made image at points given in units of its side. */
async function madeImagePixels(page: Page, alt: RegExp, points: [number, number][]) {
  const image = page.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  return image.evaluate(async (element: HTMLImageElement, at: [number, number][]) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(element, 0, 0);
    return {
      width: canvas.width,
      height: canvas.height,
      pixels: at.map(([x, y]) =>
        Array.from(
          context.getImageData(Math.round(x * canvas.width), Math.round(y * canvas.height), 1, 1)
            .data,
        ).slice(0, 3),
      ),
    };
  }, points);
}

/** The diya-glow card's name: under the diya and the wish, above the QR code (poster-designs.ts). */
const DIYA_NAME = { rows: [300, 850], paper: '#1f0b30', accent: '#ffb938' } satisfies NamePlace;

const isFloor = (rgb: number[]) =>
  rgb.every((value, channel) => Math.abs(value - FLOOR[channel]!) < 8);

test('a stroke on the rangoli comes back in the PNG repeated four times around the centre', async ({
  page,
}) => {
  await page.goto('/Diwali/rangoli');
  await expect(page.getByRole('heading', { name: 'Rangoli', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '4 times' }).check();
  await page.getByRole('radio', { name: 'Broad' }).check();
  await page.getByRole('radio', { name: 'Rice-flour white' }).check();
  const board = page.getByRole('img', { name: /Rangoli board/ });
  // Picking the colours scrolled the page: the board comes back under the pointer first.
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  // A short horizontal stroke on the right of the centre, from 0.70 to 0.85 of the width.
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(box.x + box.width * (0.7 + 0.015 * step), box.y + box.height * 0.5);
  }
  await page.mouse.up();
  await expect(board).toHaveAccessibleName(
    'Rangoli board: 1 line, repeated 4 times around the centre',
  );
  await page.getByRole('button', { name: 'Make my rangoli image' }).click();
  const { width, height, pixels } = await madeImagePixels(page, /Your rangoli/, [
    [0.78, 0.5],
    [0.5, 0.78],
    [0.22, 0.5],
    [0.5, 0.22],
    // Between the copies, and the stroke's mirror across its own axis that 4-fold turns lack.
    [0.7, 0.3],
    [0.3, 0.7],
    [0.5, 0.5],
  ]);
  expect([width, height]).toEqual([1080, 1080]);
  expect(pixels.slice(0, 4).map(isFloor)).toEqual([false, false, false, false]);
  for (const rgb of pixels.slice(0, 4)) expect(Math.min(...rgb)).toBeGreaterThan(200);
  expect(pixels.slice(4).map(isFloor)).toEqual([true, true, true]);
  await expect(page.getByRole('link', { name: 'Download rangoli' })).toHaveAttribute(
    'download',
    /^rangoli-.+\.png$/,
  );
  await checkPage(page, 'rangoli-made-en');
});

test('a visitor builds a rangoli in Hindi with the keyboard alone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/Diwali/rangoli');
  await expect(page.getByRole('heading', { name: 'रंगोली', level: 1 })).toBeVisible();
  const pattern = page.getByRole('radio', { name: 'तारा' });
  await pattern.focus();
  await page.keyboard.press('Space');
  await expect(pattern).toBeChecked();
  await page.getByRole('button', { name: 'तारा डिज़ाइन लगाएँ' }).press('Enter');
  await expect(page.getByRole('img', { name: /रंगोली बोर्ड: 1 रेखा/ })).toBeVisible();
  await page.getByRole('button', { name: 'मेरी रंगोली की तस्वीर बनाएँ' }).press('Enter');
  // Drawing the 1080-pixel image waits for the Devanagari font: on two busy cores it took longer
  // than the default 5 s (its speed has its own benchmark, npm run bench:rangoli).
  await expect(page.getByRole('heading', { name: 'आपकी रंगोली तैयार है' })).toBeVisible({
    timeout: 20_000,
  });
  await checkPage(page, 'rangoli-made-hi');
  await context.close();
});

test('a visitor lights a diya and shares its card', async ({ browser }) => {
  for (const locale of ['en-IN', 'hi-IN']) {
    const context = await browser.newContext({ viewport: PHONE, locale });
    // This Chromium shares no files; a phone's share sheet is stood in for, to see what it gets.
    await context.addInitScript(() => {
      const shared: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { sharedFiles: shared });
      Object.assign(navigator, {
        canShare: (data: { files?: File[] }) => Boolean(data.files?.length),
        share: async (data: { files: File[] }) => {
          shared.push(
            ...data.files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
          );
        },
      });
    });
    const page = await context.newPage();
    const hindi = locale === 'hi-IN';
    await page.goto('/Diwali/diya');
    await expect(
      page.getByRole('img', { name: hindi ? /आपका जलता दीया/ : /Your diya, lit/ }),
    ).toBeVisible();
    await page.getByRole('radio', { name: hindi ? 'कमल दीया' : 'Lotus diya' }).check();
    await page.getByRole('radio', { name: hindi ? 'मोरपंखी हरा' : 'Peacock green' }).check();
    await page
      .getByLabel(hindi ? 'कार्ड पर आपका नाम' : 'Your name on the card')
      .fill(hindi ? DEVANAGARI_NAMES[0]! : 'Asha Verma');
    await page.getByRole('button', { name: hindi ? 'मेरा दीया जलाएँ' : 'Light my diya' }).click();
    const card = await madeImagePixels(page, hindi ? /दीया कार्ड/ : /Diya card/, [[0.5, 0.5]]);
    expect([card.width, card.height]).toEqual([1080, 1080]);
    await page
      .getByRole('button', { name: hindi ? 'दीया कार्ड शेयर करें' : 'Share diya card' })
      .click();
    expect(
      await page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles),
    ).toEqual([
      expect.objectContaining({ type: 'image/png', name: expect.stringMatching(/^diya-.+\.png$/) }),
    ]);
    await checkPage(page, `diya-card-${locale}`);
    if (hindi) {
      // The card's name is shaped as HarfBuzz shapes it, as on the posters of the same engine.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'दीया कार्ड डाउनलोड करें' }).click();
      const saved = test.info().outputPath('diya-card.png');
      await (await download).saveAs(saved);
      const png = readFileSync(saved);
      expect(pngHeader(png)).toEqual({ signature: true, width: 1080, height: 1080 });
      await expectShapedName(png, DEVANAGARI_NAMES[0]!, DIYA_NAME);
    }
    await context.close();
  }
});

test('a visitor follows a recipe to the end, in Hindi', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/Diwali/recipes');
  await expect(page.getByRole('heading', { name: 'सेहतमंद त्योहारी रेसिपी', level: 1 })).toBeVisible();
  await checkPage(page, 'recipes-hi');
  await page
    .getByRole('link', { name: /^इसे बनाएँ:/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'सामग्री' })).toBeVisible();
  await page.getByRole('button', { name: 'एक व्यक्ति ज़्यादा' }).click();
  const steps = page.getByRole('checkbox', { name: /^चरण \d+ पूरा$/ });
  const count = await steps.count();
  expect(count).toBeGreaterThan(2);
  await page
    .getByRole('button', { name: /^चरण \d+ का टाइमर चलाएँ/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /का टाइमर रोकें$/ })).toBeVisible();
  for (let step = 0; step < count; step++) await steps.nth(step).check();
  await expect(page.getByText('सब हो गया! मज़े से खाइए और किसी के साथ बाँटिए।')).toBeVisible();
  await checkPage(page, 'recipe-done-hi');
  await page.goto('/Diwali/recipes');
  await expect(page.getByText('बना लिया ✓')).toBeVisible();
  await context.close();
});

test('a member goes through garba steps 1 to 3, reloads and resumes at step 3', async ({
  page,
}) => {
  await signInAs(page, KAVYA);
  await page.goto('/navratri/garbaTool/1');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await checkPage(page, 'garba-step-1-en');
  for (const next of [2, 3]) {
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/festival/progress') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Done, next step' }).click();
    await expect(page.getByText(`Step ${next} of 5`)).toBeVisible();
    expect((await saved).ok()).toBe(true);
  }
  await expect(page).toHaveURL(/\/navratri\/garbaTool\/3$/);
  await page.reload();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  // The server has the place too: another phone of hers (no device storage) resumes there.
  const token = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'sessiontoken',
  )?.value;
  const kept = await page.request.get('/api/festival/progress', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await kept.json()) as { festivalProgress: unknown }).festivalProgress).toEqual({
    currentStep: 3,
    isCompleted: false,
  });
  await page.goto('/navratri/garbaTool/1');
  await page.getByRole('link', { name: 'Continue at step 3' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.goto('/Diwali/tools');
  await expect(page.getByRole('link', { name: 'Open Garba steps' })).toHaveAttribute(
    'href',
    '/navratri/garbaTool/3',
  );
  await page.goto('/navratri/garbaTool/99');
  await expect(page.getByText('There is no step 99')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to step 1' })).toBeVisible();
});

test('garba steps go on offline, and the progress reaches the server once the phone is back online', async ({
  page,
  context,
}) => {
  await signInAs(page, ASHA);
  await page.goto('/navratri/garbaTool/1');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await context.setOffline(true);
  for (const next of [2, 3]) {
    await page.getByRole('button', { name: 'Done, next step' }).click();
    await expect(page.getByText(`Step ${next} of 5`)).toBeVisible();
  }
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/festival/progress') &&
      response.request().method() === 'PUT' &&
      response.ok(),
  );
  await context.setOffline(false);
  const kept = (await (await saved).json()) as { festivalProgress: unknown };
  expect(kept.festivalProgress).toEqual({ currentStep: 3, isCompleted: false });
});

const SPEC_PAGE_VIEWS: [string, string][] = [
  ['/Diwali', 'Diwali landing'],
  ['/Diwali/tools', 'Diwali tools'],
  ['/Diwali/diya', 'diya tool'],
  ['/Diwali/rangoli', 'rangoli/garba tool'],
  ['/Diwali/recipes', 'recipe tool'],
  ['/navratri/garbaTool/2', 'garba video page'],
];

test("records each of spec section 2's page views once, with the user type, and sends it to the server as the page is left", async ({
  page,
}) => {
  for (const [path, name] of SPEC_PAGE_VIEWS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const views = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view'),
    );
    expect(views).toEqual([
      expect.objectContaining({ page_path: path, page_name: name, user_type: 'free user' }),
    ]);
    // As the page is left its events go to internal/logs in one beacon. (Playwright does not
    // report a beacon of a document being unloaded, so the test hides this one itself.)
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/user/internal/logs') &&
        response.request().method() === 'POST',
    );
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    expect((await stored).status()).toBe(202);
    expect(await (await stored).json()).toEqual({ accepted: 1, dropped: 0 });
  }
});
