import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Serious and critical accessibility problems axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

/** How far the page is wider than the screen (0 when it fits). */
export const overflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Full-page screenshots are for people to look at: a run on a developer's machine keeps them, CI
 * (which nobody looks at page by page) only when E2E_SCREENSHOTS=1. They were about a tenth of the
 * browser tests' time on two busy cores.
 */
const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/** Keeps the page's full-page screenshot as `<name>.png`, where screenshots are kept. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (KEEP_SCREENSHOTS) {
    await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  }
}

/** The page fits the screen and axe finds nothing serious; its full-page screenshot is kept. */
export async function checkPage(page: Page, name: string): Promise<void> {
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, name);
}
