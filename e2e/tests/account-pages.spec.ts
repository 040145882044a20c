import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkPage } from './page-check-helpers';
import { joinAsNewMember } from './sign-in-helpers';
import { openSiteMenu } from './site-menu-helpers';

/*
 * Issue 26 (decisions 0039, 0042): a new member finds their account in the header's menu,
 * changes their details, adds an address in India and one abroad and chooses where gifts go,
 * on a phone, in English and Hindi.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a member changes their details and chooses where their gifts go', async ({ page }) => {
  test.setTimeout(60_000);
  await joinAsNewMember(page, 'Kavita Rao');
  await openSiteMenu(page);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Still missing: your city, your state and an address')).toBeVisible();

  await page.getByRole('textbox', { name: /Your name/ }).fill('कविता राव');
  await page.getByRole('textbox', { name: 'City' }).fill('Jaipur');
  await page.getByRole('textbox', { name: 'State' }).fill('Rajasthan');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. Your details are up to date.')).toBeVisible();
  await expect(page.getByText('Still missing: an address for your gifts.')).toBeVisible();
  await checkPage(page, 'account-en-390');

  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  // In India the PIN code comes first: India Post's directory fills the district and state.
  await page.getByRole('textbox', { name: /PIN code/ }).fill('302006');
  await expect(page.getByText(/PIN code of Jaipur, Rajasthan/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^State/ })).toHaveValue('Rajasthan');
  await page.getByRole('textbox', { name: /House, building and street/ }).fill('14 Civil Lines');
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('Address added. Gifts will go there.')).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByRole('combobox', { name: 'Country' }).selectOption('AE');
  await page
    .getByRole('textbox', { name: /House, building and street/ })
    .fill('Villa 7, Street 12');
  // Abroad, the fields are named as the country names them: the UAE has emirates, and its
  // addresses no town or postcode.
  await page.getByRole('textbox', { name: /^Emirate/ }).fill('Dubai');
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save the address' }).click();
  const list = page.getByRole('list', { name: 'Your addresses' });
  await expect(list.getByRole('listitem').first()).toContainText('Dubai');

  await list.getByRole('button', { name: /Send gifts here to 14 Civil Lines/ }).click();
  await expect(list.getByRole('listitem').first()).toContainText('14 Civil Lines');
  await expect(list.getByRole('listitem').first()).toContainText('Gifts go here');
  await checkPage(page, 'addresses-en-390');

  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'आपके पते' })).toBeVisible();
  const listHi = page.getByRole('list', { name: 'आपके पते' });
  await expect(listHi.getByRole('listitem').first()).toContainText('गिफ़्ट यहाँ जाएँगे');
  await checkPage(page, 'addresses-hi-390');
  await page.getByRole('link', { name: 'अपने खाते पर वापस जाएँ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'आपका खाता' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /आपका नाम/ })).toHaveValue('कविता राव');
  await expect(page.getByText(/गिफ़्ट यहाँ जाएँगे: 14 Civil Lines/)).toBeVisible();
  await checkPage(page, 'account-hi-390');
});

test('a visitor is asked to sign in, and comes back to their account', async ({ page }) => {
  const response = await page.goto('/account');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    /next=%2Faccount/,
  );
});

test('a member downloads their data, asks for erasure and changes their mind', async ({ page }) => {
  test.setTimeout(60_000);
  await joinAsNewMember(page, 'Ravi Kumar');
  await page.goto('/account/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Account pages' })
      .getByRole('link', { name: 'Your data' }),
  ).toHaveAttribute('aria-current', 'page');

  const boards = page.getByRole('checkbox', { name: 'Show my name on the public leaderboards' });
  await expect(boards).toBeChecked();
  await boards.click();
  await expect(boards).not.toBeChecked();
  await expect(page.getByText(/^Not allowed since/)).toBeVisible();

  await page.getByRole('button', { name: 'Get my data' }).click();
  await expect(page.getByText('Your file is ready. It holds:')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^member-data-\d+\.json$/);
  const held = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    sections: { profile: { name: string } };
  };
  expect(held.sections.profile.name).toBe('Ravi Kumar');

  await page.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
  await expect(dialog.getByText('your delivery addresses')).toBeVisible();
  await checkPage(page, 'erasure-dialog-en-390');
  await dialog.getByRole('button', { name: 'Yes, erase my account in 48 hours' }).click();
  await expect(page.getByText(/Your account will be erased on/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByRole('button', { name: 'Erase my account' })).toBeVisible();

  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'आपका डेटा' })).toBeVisible();
  await checkPage(page, 'data-hi-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkPage(page, 'data-hi-1280');
});
