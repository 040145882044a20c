import { expect, test, type Browser } from '@playwright/test';
import { makeSessionLiveToday } from './live-session-helpers';
import { codeSentTo, joinAsNewMember, typeCode, uniqueNationalNumber } from './sign-in-helpers';

/*
 * Issue 12's journey, as two people live it on their phones: member A shares their invitation
 * link; friend B opens it, joins, confirms the code and attends a live session; A's friend turns
 * from pending to counted, A's points and rank change on /leaderboard, A reaches level 1 and
 * claims its gift to an address (in English, the one A added on their account page; in Hindi,
 * one typed into the claim). A reads everything in English, then (a new pair) in Hindi.
 */

/** A batch of the tests' own on today's day of the demo challenge, made live by ops. */
const LIVE_BATCH = 9;
const TITLE = 'E2E game journey';
const TITLE_HI = 'खेल की पूरी राह की जाँच';

const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    invite: 'Your invitation link',
    copyTab: 'Copy link',
    friends: 'Friends who joined',
    pending: 'Pending',
    notAttended: 'They have not attended a session yet.',
    counted: 'Counted',
    place: 'Your place',
    notRanked: 'Not ranked yet',
    yourGifts: 'Your gifts',
    claim: 'Claim Steel water bottle',
    dialog: 'Where should we send Steel water bottle?',
    recipient: 'Name of the person receiving it',
    courierPhone: 'Phone number for the courier',
    line1: 'House, building and street',
    city: 'City',
    state: 'State',
    pincode: 'PIN code',
    pinFound: 'PIN code of Bhopal, Madhya Pradesh.',
    send: 'Send my gift here',
    done: 'Done! We will send Steel water bottle to the address you gave.',
    claimed: 'Claimed',
  },
  hi: {
    invite: 'आपका इनविटेशन लिंक',
    copyTab: 'लिंक कॉपी करें',
    friends: 'जुड़ने वाले दोस्त',
    pending: 'बाकी है',
    notAttended: 'वे अभी तक किसी सेशन में नहीं आए हैं।',
    counted: 'गिना गया',
    place: 'आपकी जगह',
    notRanked: 'अभी रैंक नहीं मिली',
    yourGifts: 'आपके गिफ़्ट',
    claim: 'स्टील की पानी की बोतल क्लेम करें',
    dialog: 'स्टील की पानी की बोतल कहाँ भेजें?',
    recipient: 'गिफ़्ट लेने वाले का नाम',
    courierPhone: 'कूरियर के लिए फ़ोन नंबर',
    line1: 'मकान नंबर, बिल्डिंग और गली',
    city: 'शहर',
    state: 'राज्य',
    pincode: 'पिन कोड',
    pinFound: 'Bhopal, Madhya Pradesh का पिन कोड।',
    send: 'गिफ़्ट यहाँ भेजें',
    done: 'हो गया! हम स्टील की पानी की बोतल आपके दिए पते पर भेज देंगे।',
    claimed: 'क्लेम किया',
  },
} as const;

/** Friend B, on a phone of their own: opens the link, joins, confirms the code, attends. */
async function friendJoinsAndAttends(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await context.route('https://zoom.e2e.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
    );
    await page.goto(new URL(link).pathname);
    const nationalNumber = uniqueNationalNumber();
    await page.getByLabel('Your name').fill('Nisha Rao');
    await page.getByLabel('Mobile number').fill(nationalNumber);
    await page.getByRole('button', { name: 'Join free' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await typeCode(page, await codeSentTo(page, `+91${nationalNumber}`));
    await expect(page.getByText('Welcome, Nisha! You are in the challenge.')).toBeVisible();
    await page.goto('/live');
    const row = page.getByRole('listitem').filter({ hasText: TITLE });
    const popup = context.waitForEvent('page');
    await row.getByRole('button', { name: /^Join the \d\d:\d\d batch$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /Day \d+ counted!/ })).toBeVisible();
    await popup;
  } finally {
    await context.close();
  }
}

test.use({ viewport: PHONE });

for (const language of ['en', 'hi'] as const) {
  test(`a friend who joins through the link and attends counts, and the inviter claims their gift (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[language];
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${language}.png`), fullPage });

    await test.step('ops make a session of today live', async () => {
      await makeSessionLiveToday(page, {
        batch: LIVE_BATCH,
        title: TITLE,
        titleHi: TITLE_HI,
        zoomUrl: 'https://zoom.e2e.test/j/12',
      });
    });

    await joinAsNewMember(page, 'Kiran Shah');
    if (language === 'hi') await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));

    const place = page.getByRole('region', { name: text.place });
    await test.step('A starts with no points and no rank', async () => {
      await page.goto('/leaderboard');
      await expect(place.getByTestId('my-points')).toHaveText('0');
      await expect(place.getByTestId('my-rank')).toContainText(text.notRanked);
      await shot('journey-board-before');
    });

    const link = await test.step('A copies their invitation link', async () => {
      await page.goto('/referrals');
      const invite = page.getByRole('region', { name: text.invite });
      await invite.getByRole('tab', { name: text.copyTab }).click();
      const anchor = invite.getByRole('tabpanel').getByRole('link', { name: /\/s\// });
      await expect(anchor).toBeVisible();
      return (await anchor.getAttribute('href')) ?? '';
    });
    // The short link of the copy channel, which leads to A's referral page.
    expect(link).toMatch(/\/s\/[A-Za-z0-9]{8}$/);

    await test.step('B joins through the link and attends today’s live session', async () => {
      await friendJoinsAndAttends(browser, link);
    });

    await test.step('A sees the friend counted (pending until the session)', async () => {
      const friends = page.getByRole('region', { name: text.friends });
      await expect(async () => {
        await page.goto('/referrals');
        await expect(friends.getByRole('listitem').filter({ hasText: 'Nisha Rao' })).toContainText(
          text.counted,
          { timeout: 2000 },
        );
      }).toPass({ timeout: 20_000 });
      await expect(friends.getByText(text.notAttended)).toHaveCount(0);
      await shot('journey-referrals-counted');
    });

    await test.step('A’s points and rank change on the leaderboard', async () => {
      await page.goto('/leaderboard');
      await expect(place.getByTestId('my-points')).toHaveText('5');
      await expect(place.getByTestId('my-rank')).toHaveText(/^#[\d,]+/);
      await shot('journey-board-after');
    });

    if (language === 'en') {
      await test.step('A adds an address for gifts on their account page', async () => {
        await page.goto('/account/addresses');
        await page.getByRole('button', { name: 'Add an address' }).click();
        await page.getByRole('textbox', { name: /PIN code/ }).fill('462001');
        await expect(page.getByText(/PIN code of Bhopal, Madhya Pradesh/)).toBeVisible();
        await page
          .getByRole('textbox', { name: /House, building and street/ })
          .fill('22 Lake View Road');
        await page.getByRole('button', { name: 'Save the address' }).click();
        await expect(page.getByText('Address added. Gifts will go there.')).toBeVisible();
      });
    }

    await test.step('A reaches level 1 and claims its gift with an address', async () => {
      await page.goto('/gifts');
      const gifts = page.getByRole('region', { name: text.yourGifts });
      await gifts.getByRole('button', { name: text.claim }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.getByLabel(text.recipient).fill('Kiran Shah');
      await dialog.getByLabel(text.courierPhone).fill('+919876501234');
      if (language === 'en') {
        // The claim starts at the address chosen for gifts on the account page.
        await expect(dialog.getByLabel(text.pincode)).toHaveValue('462001');
        await expect(dialog.getByLabel(text.line1)).toHaveValue('22 Lake View Road');
      } else {
        // The PIN code first: India Post's directory fills the district and the state.
        await dialog.getByLabel(text.pincode).fill('462001');
        await expect(dialog.getByText(text.pinFound)).toBeVisible();
        await dialog.getByLabel(text.line1).fill('22 Lake View Road');
      }
      await expect(dialog.getByLabel(text.state)).toHaveValue('Madhya Pradesh');
      // The dialog is fixed to the screen: the screen is what a member sees of it.
      await shot('journey-claim-dialog', false);
      await dialog.getByRole('button', { name: text.send }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.done)).toBeVisible();
      const gift = gifts.getByRole('listitem').filter({ hasText: '22 Lake View Road' });
      await expect(gift.locator('[aria-current="step"]')).toHaveText(text.claimed);
      await shot('journey-gift-claimed');
    });
  });
}
