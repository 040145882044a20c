import { expect, test } from '@playwright/test';
import { checkPage } from './page-check-helpers';
import { signInAs } from './sign-in-helpers';
import { openSiteMenu } from './site-menu-helpers';

/*
 * mf-leaderboard's five pages as the demo member Asha Verma sees them on a phone, in English and
 * Hindi: the boards with her own place, her invitation link and friends, her levels and gifts
 * (one shipped, one to claim), her voucher (none yet) and Guess & Win. The demo game (the API's
 * seed) gives her four friends, three counted and one pending, and a level-1 gift on its way.
 */

const ASHA = '9876543210';

const TEXT = {
  en: {
    board: 'Leaderboard',
    free: 'Free',
    paid: 'Paid',
    top: 'Top 100',
    yourPlace: 'Your place',
    notOnBoard: 'You are not on this board',
    rank: 'Your rank',
    visibility: 'How you appear on the board',
    final: /^Final at the end of |^Locked/,
    referrals: 'Invite friends',
    invite: 'Your invitation link',
    qr: 'QR code of your invitation link',
    copyTab: 'Copy link',
    counts: 'Your friends so far',
    friends: 'Friends who joined',
    notAttended: 'They have not attended a session yet.',
    gifts: 'Levels and gifts',
    progress: /^Friends counted toward level \d$/,
    toNext: /^\d+ more friends? to reach level \d: .+$/,
    yourGifts: 'Your gifts',
    shipped: 'Shipped',
    tracking: 'Tracking number: DEMO-TRACK-001',
    claim: /^Claim /,
    claimTitle: /^Where should we send /,
    city: 'City',
    cancel: 'Cancel',
    vouchers: 'Your voucher',
    noVoucher: 'No voucher yet',
    earn: 'Attend sessions on 7 days of the challenge to earn a voucher.',
    guess: 'Guess & Win',
    question: 'How many members will attend today’s sessions?',
    prize: 'Prize for each of the three closest guesses: Yoga strap',
    guessField: 'Your guess (number of members)',
    pastDays: 'Past days',
  },
  hi: {
    board: 'लीडरबोर्ड',
    free: 'फ़्री',
    paid: 'पेड',
    top: 'टॉप 100',
    yourPlace: 'आपकी जगह',
    notOnBoard: 'आप इस बोर्ड पर नहीं हैं',
    rank: 'आपकी रैंक',
    visibility: 'लीडरबोर्ड पर आप कैसे दिखें',
    final: /का दिन खत्म होने पर फ़ाइनल$|^लॉक हो गया/,
    referrals: 'दोस्तों को बुलाएँ',
    invite: 'आपका इनविटेशन लिंक',
    qr: 'आपके इनविटेशन लिंक का QR कोड',
    copyTab: 'लिंक कॉपी करें',
    counts: 'अब तक आपके दोस्त',
    friends: 'जुड़ने वाले दोस्त',
    notAttended: 'वे अभी तक किसी सेशन में नहीं आए हैं।',
    gifts: 'लेवल और गिफ़्ट',
    progress: /^लेवल \d के लिए गिने गए दोस्त$/,
    toNext: /^लेवल \d तक पहुँचने के लिए बस \d+ और दोस्त: .+$/,
    yourGifts: 'आपके गिफ़्ट',
    shipped: 'भेज दिया गया',
    tracking: 'ट्रैकिंग नंबर: DEMO-TRACK-001',
    claim: / क्लेम करें$/,
    claimTitle: / कहाँ भेजें\?$/,
    city: 'शहर',
    cancel: 'रहने दें',
    vouchers: 'आपका वाउचर',
    noVoucher: 'अभी कोई वाउचर नहीं',
    earn: 'चैलेंज के 7 दिन सेशन में आइए और वाउचर पाइए।',
    guess: 'अंदाज़ा लगाएँ, इनाम जीतें',
    question: 'आज के सेशन में कितने लोग आएँगे?',
    prize: 'सबसे करीबी तीन अंदाज़ों में से हर एक का इनाम: योगा स्ट्रैप',
    guessField: 'आपका अंदाज़ा (कितने लोग)',
    pastDays: 'पिछले दिन',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'hi'] as const) {
  test(`a signed-in demo member sees each game page on a phone (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const text = TEXT[language];
    await signInAs(page, ASHA);
    await openSiteMenu(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    if (language === 'hi') {
      await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));
    }

    await test.step('/leaderboard', async () => {
      await page.goto('/leaderboard');
      await expect(page.getByRole('heading', { level: 1, name: text.board })).toBeVisible();
      const place = page.getByRole('region', { name: text.yourPlace });
      await expect(place.getByText(text.rank)).toBeVisible();
      await expect(place.getByTestId('my-rank')).toHaveText(/^#\d/);
      await expect(place.getByTestId('my-points')).toHaveText(/^[1-9]/);
      await expect(page.getByRole('tab', { name: text.free })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const board = page.getByRole('table', { name: text.top });
      await expect(board.getByRole('row').nth(1)).toBeVisible();
      expect(await board.getByRole('row').count()).toBeGreaterThan(10);
      await expect(page.getByText(text.final)).toBeVisible();
      await expect(page.getByLabel(text.visibility)).toHaveValue('name');
      await checkPage(page, `leaderboard-${language}`);
      await page.getByRole('tab', { name: text.paid }).click();
      await expect(page.getByRole('tab', { name: text.paid })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // Asha is a free member: the paid board says so, never "your place 0".
      await expect(page.getByTestId('board-own-place')).toContainText(text.notOnBoard);
    });

    await test.step('/referrals', async () => {
      await page.goto('/referrals');
      await expect(page.getByRole('heading', { level: 1, name: text.referrals })).toBeVisible();
      const invite = page.getByRole('region', { name: text.invite });
      // The same invitation as /live: a short link per channel, the copied one shown on its tab.
      await invite.getByRole('tab', { name: text.copyTab }).click();
      await expect(
        invite.getByRole('tabpanel').getByRole('link', { name: /\/s\/[A-Za-z0-9]{8}$/ }),
      ).toBeVisible();
      await expect(invite.getByRole('img', { name: text.qr })).toBeVisible();
      await expect(page.getByRole('region', { name: text.counts })).toBeVisible();
      const friends = page.getByRole('region', { name: text.friends });
      // The demo's four friends (crowd members 1, 2, 3 and 5, of four families, joined on
      // different days) are the oldest, so the last four of the list (newest first); other tests
      // join through Asha's link too.
      const items = friends.getByRole('listitem');
      const demoFriends = ['Anjali Nair', 'Sneha Das', 'Priya Khan', 'Rahul Bose'];
      for (const [index, name] of demoFriends.entries()) {
        await expect(items.nth(index - demoFriends.length)).toContainText(name);
      }
      // The newest of them has not come to a session yet.
      await expect(items.nth(-demoFriends.length).getByText(text.notAttended)).toBeVisible();
      await checkPage(page, `referrals-${language}`);
    });

    await test.step('/gifts', async () => {
      await page.goto('/gifts');
      await expect(page.getByRole('heading', { level: 1, name: text.gifts })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: text.progress })).toBeVisible();
      await expect(page.getByText(text.toNext)).toBeVisible();
      const gifts = page.getByRole('region', { name: text.yourGifts });
      // The level-1 gift of the demo is on its way; the level-2 one waits to be claimed.
      const shipped = gifts.getByRole('listitem').filter({ hasText: text.tracking });
      await expect(shipped.locator('[aria-current="step"]')).toHaveText(text.shipped);
      await checkPage(page, `gifts-${language}`);
      await gifts.getByRole('button', { name: text.claim }).first().click();
      const dialog = page.getByRole('dialog', { name: text.claimTitle });
      await expect(dialog.getByLabel(text.city)).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`gifts-claim-${language}.png`),
      });
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('/vouchers', async () => {
      await page.goto('/vouchers');
      await expect(page.getByRole('heading', { level: 1, name: text.vouchers })).toBeVisible();
      await expect(page.getByText(text.noVoucher)).toBeVisible();
      await expect(page.getByText(text.earn)).toBeVisible();
      await checkPage(page, `vouchers-${language}`);
    });

    await test.step('/guessandwin', async () => {
      await page.goto('/guessandwin');
      await expect(page.getByRole('heading', { level: 1, name: text.guess })).toBeVisible();
      await expect(page.getByText(text.question)).toBeVisible();
      // The prize, in the page's language, on every challenge day.
      await expect(page.getByText(text.prize)).toBeVisible();
      await expect(page.getByRole('region', { name: text.pastDays })).toBeVisible();
      await checkPage(page, `guessandwin-${language}`);
    });
  });
}

test('a visitor is asked to sign in on each game page', async ({ page }) => {
  for (const path of ['/leaderboard', '/referrals', '/gifts', '/vouchers', '/guessandwin']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Sign in to see your points, friends and gifts' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(path)}`,
    );
  }
});
