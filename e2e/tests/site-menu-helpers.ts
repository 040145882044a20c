import type { Page } from '@playwright/test';

/**
 * Opens the header's menu where the header keeps its links behind a menu button (a phone), so
 * its links and the account's sign-out are in sight; on a wider screen they already are.
 */
export async function openSiteMenu(page: Page): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: /^(Menu|मेन्यू)$/ });
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true') {
    await button.click();
  }
}
