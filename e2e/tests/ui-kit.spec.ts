import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/*
 * The UI kit's gallery (shared/src/ui/gallery), built by `npm run gallery -w e2e`, served from an
 * origin the test answers itself: nothing of it is on the site's server.
 */
const ORIGIN = 'https://kit.test';
const DIST = path.join(__dirname, '../gallery/dist');
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>UI kit gallery</title>
    <link rel="stylesheet" href="/gallery.css" />
    <script defer src="/gallery.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(() => {
  if (!existsSync(path.join(DIST, 'gallery.js'))) {
    throw new Error('The gallery is not built: run `npm run gallery -w e2e` first.');
  }
});

test.beforeEach(async ({ page }) => {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    if (pathname === '/gallery.js' || pathname === '/gallery.css') {
      return route.fulfill({
        contentType: `${pathname.endsWith('.js') ? 'text/javascript' : 'text/css'}; charset=utf-8`,
        body: await readFile(path.join(DIST, pathname)),
      });
    }
    return route.fulfill({ status: 404 });
  });
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

const LANGUAGES = [
  { language: 'en', title: 'UI kit', openDialog: 'Invite friends', copied: 'Link copied' },
  { language: 'hi', title: 'UI किट', openDialog: 'दोस्तों को बुलाएँ', copied: 'लिंक कॉपी हो गया' },
] as const;

for (const { language, title, openDialog, copied } of LANGUAGES) {
  test(`the kit gallery in ${language} passes axe and fits a phone`, async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    await page.goto(`${ORIGIN}/?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    expect(await seriousViolations(page)).toEqual([]);

    // Nothing sticks out sideways: not the page, and no text out of its box.
    const overflowing = await page.evaluate(() => {
      const boxes = document.querySelectorAll(
        '.kit-button, .kit-badge, .kit-field__control, .kit-stepper__day, .kit-countdown__part, .kit-progress__header',
      );
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        boxes: [...boxes]
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => `${box.className}: ${box.textContent}`),
      };
    });
    expect(overflowing).toEqual({ page: 0, boxes: [] });

    // All 14 days of the stepper in one row on the phone.
    const days = page.getByRole('list', { name: /14/ }).getByRole('listitem');
    await expect(days).toHaveCount(14);
    const tops = await days.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);

    await page.screenshot({ path: testInfo.outputPath(`gallery-${language}.png`), fullPage: true });

    // Copy link says so, visibly.
    const share = page.getByRole('group').last();
    await share.getByRole('button').last().click();
    await expect(share.getByRole('status')).toHaveText(copied);

    // The dialog: opens modal with focus inside, passes axe, Esc closes it and focus goes back.
    const opener = page.getByRole('button', { name: openDialog });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: openDialog });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`dialog-${language}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}
