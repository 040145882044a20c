import { expect, test } from '@playwright/test';
import { DEMO_CHALLENGE, makeSessionLiveToday } from './live-session-helpers';
import { joinAsNewMember } from './sign-in-helpers';

/*
 * A member's core loop on /live: an ops call makes a session live now, a new member joins it,
 * sees the day counted and the strip move, a second tap changes nothing, and the calendar file of
 * their batch downloads with all 14 sessions. The session is also made the world-record attempt,
 * so the page says when it is and then that the member was part of it; the home page then says
 * the member attended today. In English and Hindi, on a phone and a laptop.
 */

const LIVE_BATCH = 7;
const TITLE = 'E2E live flow';
const TITLE_HI = 'लाइव अभ्यास की जाँच';
const ZOOM_URL = 'https://zoom.e2e.test/j/4242';

/** One unfolded .ics line list (RFC 5545 folds long lines with CRLF and a space). */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split(/\r\n/);

const runs = [
  { name: 'phone, English', viewport: { width: 390, height: 844 }, hindi: false },
  { name: 'laptop, English', viewport: { width: 1280, height: 800 }, hindi: false },
  { name: 'phone, Hindi', viewport: { width: 390, height: 844 }, hindi: true },
  { name: 'laptop, Hindi', viewport: { width: 1280, height: 800 }, hindi: true },
];

for (const run of runs) {
  test.describe(run.name, () => {
    test.use({ viewport: run.viewport });

    test('a member joins the live session, is counted once, and adds their batch to the calendar', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const day = await makeSessionLiveToday(page, {
        batch: LIVE_BATCH,
        title: TITLE,
        titleHi: TITLE_HI,
        zoomUrl: ZOOM_URL,
        worldRecord: true,
      });
      await context.route('https://zoom.e2e.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
      );

      await joinAsNewMember(page, 'Meera Iyer');
      if (run.hindi) {
        await page.evaluate(() => localStorage.setItem('yoga.language', 'hi'));
      }
      await page.goto('/live');
      const text = run.hindi
        ? {
            dayOf: `14 में से दिन ${day}`,
            counted: `दिन ${day} की हाज़िरी लग गई!`,
            strip: 'आपके 14 दिन',
            ask: 'आपके लिए कौन-सा बैच ठीक रहेगा?',
            batch: 'आपका रोज़ का बैच',
            save: 'मेरा बैच सेव करें',
            ics: 'सभी 14 सेशन डाउनलोड करें (.ics)',
            join: /^जुड़ें/,
            worldRecord: 'विश्व रिकॉर्ड प्रयास',
            worldRecordWhen: new RegExp(
              `^विश्व रिकॉर्ड प्रयास: दिन ${day}, \\d\\d:\\d\\d बजे \\(आपके समय से\\)$`,
            ),
            worldRecordDone: 'आप विश्व रिकॉर्ड प्रयास का हिस्सा बने',
            attendedToday: 'आज की हाज़िरी लग गई।',
            linkedIn: /^LinkedIn पर शेयर करें/,
            homeTitle: `आपका दिन ${day} (14 में से)`,
          }
        : {
            dayOf: `Day ${day} of 14`,
            counted: `Day ${day} counted!`,
            strip: 'Your 14 days',
            ask: 'Which batch suits you?',
            batch: 'Your usual batch',
            save: 'Save my batch',
            ics: 'Download all 14 sessions (.ics)',
            join: /^Join the \d\d:\d\d batch$/,
            worldRecord: 'World record attempt',
            worldRecordWhen: new RegExp(
              `^World record attempt: Day ${day}, \\d\\d:\\d\\d \\(your time\\)$`,
            ),
            worldRecordDone: 'You were part of the world record attempt',
            attendedToday: 'You attended today.',
            linkedIn: /^Share on LinkedIn/,
            homeTitle: `Your day ${day} of 14`,
          };

      await expect(page.getByText(text.dayOf)).toBeVisible();
      const strip = page.getByRole('list', { name: text.strip });
      await expect(strip.getByRole('listitem')).toHaveCount(14);
      const doneBefore = await strip.locator('.kit-stepper__day--done').count();
      const totals = page.getByTestId('attendance-totals');

      const worldRecord = page.getByRole('region', { name: text.worldRecord });
      await expect(worldRecord.locator('p')).toHaveText(text.worldRecordWhen);
      // The same session's participation certificate is one tap away (mf-certificates).
      await expect(worldRecord.getByRole('link')).toHaveAttribute('href', '/wr-certificate');

      const row = page.getByRole('listitem').filter({ hasText: run.hindi ? TITLE_HI : TITLE });
      const popup = context.waitForEvent('page');
      await row.getByRole('button', { name: text.join }).click();
      await expect(page.getByRole('status').filter({ hasText: text.counted })).toBeVisible();
      await expect(await popup).toHaveURL(ZOOM_URL);
      await expect(strip.locator('.kit-stepper__day--done')).toHaveCount(doneBefore + 1);
      await expect(worldRecord.locator('p')).toHaveText(text.worldRecordDone);
      const totalsAfter = await totals.textContent();

      // A second tap answers the same: nothing more is counted.
      const again = context.waitForEvent('page');
      await row.getByRole('button', { name: text.join }).click();
      await again;
      await expect(page.getByRole('status').filter({ hasText: text.counted })).toBeVisible();
      await expect(totals).toHaveText(totalsAfter ?? '');
      await expect(strip.locator('.kit-stepper__day--done')).toHaveCount(doneBefore + 1);

      // First visit: the member is asked for a batch; then the calendar file is offered.
      await expect(page.getByRole('heading', { name: text.ask })).toBeVisible();
      await page.getByLabel(text.batch).selectOption('1');
      await page.getByRole('button', { name: text.save }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text.ics }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`yoga-challenge-${DEMO_CHALLENGE}-batch-1.ics`);
      const path = await file.path();
      const { readFileSync } = await import('node:fs');
      const lines = icsLines(readFileSync(path, 'utf8'));
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(14);
      expect(lines.filter((line) => line.startsWith('DTSTART;TZID=Asia/Kolkata:'))).toHaveLength(
        14,
      );
      expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(14);
      expect(lines.filter((line) => line === 'TRIGGER:-PT10M')).toHaveLength(14);
      expect(lines).toContain('TZID:Asia/Kolkata');

      // Every share tab is whole on screen (a sideways-scrolling list once cut LinkedIn off).
      const tabList = await page.getByRole('tablist').boundingBox();
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(tabList!.x);
        expect(box!.x + box!.width).toBeLessThanOrEqual(tabList!.x + tabList!.width + 0.5);
        expect(box!.x + box!.width).toBeLessThanOrEqual(run.viewport.width);
      }
      await page.getByRole('tab', { name: 'LinkedIn' }).click();
      await expect(page.getByRole('tab', { name: 'LinkedIn' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // The LinkedIn tab shares on LinkedIn (it once offered WhatsApp), with its own short link.
      const linkedIn = page.getByRole('tabpanel').getByRole('link', { name: text.linkedIn });
      await expect(linkedIn).toHaveAttribute(
        'href',
        /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http.*%2Fs%2F[A-Za-z0-9]{8}$/,
      );
      await expect(page.getByRole('tabpanel').getByRole('link', { name: /WhatsApp/ })).toHaveCount(
        0,
      );

      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`live-${run.hindi ? 'hi' : 'en'}-${run.viewport.width}.png`),
        fullPage: true,
      });

      // Back home, the member's day card says today is done.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: text.homeTitle })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.attendedToday })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`home-${run.hindi ? 'hi' : 'en'}-${run.viewport.width}.png`),
        fullPage: true,
      });
    });
  });
}
