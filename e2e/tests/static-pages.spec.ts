import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  ['/callsupport', 'Call support'],
  ['/termsconditions', 'Terms & conditions'],
  ['/privacypolicy', 'Privacy policy'],
  ['/contactus', 'Contact us'],
] as const;

for (const [path, title] of PAGES) {
  test(`${path} renders on a phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace('&', '&')}`));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the home page fits a phone: challenge card and join form, no sideways scrolling', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('registration-count')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join free' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/ already shows the header and the opening of the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fourteen mornings that change how you feel',
    );
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('other pages do not show the home page meanwhile', async ({ page }) => {
    await page.goto('/callsupport');
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('registration-count')).toBeVisible();
});

test('the support page offers a tap-to-call link', async ({ page }) => {
  await page.goto('/callsupport');
  await expect(page.getByRole('link', { name: /^Call \+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
});

test.describe('before any script runs, in a browser that prefers Hindi', () => {
  test.use({ javaScriptEnabled: false, locale: 'hi-IN' });

  test('/ already shows its opening in Hindi', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('14 दिन का योग चैलेंज: हर सुबह मुफ़्त लाइव योग');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '14 सुबहें, जो आपको तन-मन से तरोताज़ा कर दें',
    );
    await expect(page.getByRole('link', { name: 'साइन इन' })).toBeVisible();
  });
});

for (const locale of ['en-IN', 'hi-IN']) {
  test.describe(`a phone in ${locale}`, () => {
    test.use({ locale });

    test('every header and footer control is at least 44 px high', async ({ page }) => {
      await page.goto('/callsupport');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const controls = page.locator(
        '.site-header a, .site-header button, .site-footer a, .site-footer button',
      );
      const count = await controls.count();
      expect(count).toBeGreaterThan(6);
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        if (!(await control.isVisible())) continue;
        const box = await control.boundingBox();
        const html = await control.evaluate((element) => element.outerHTML);
        expect(box?.height, html).toBeGreaterThanOrEqual(44);
      }
    });
  });
}
