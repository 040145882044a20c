import { expect, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';

/** The demo India challenge, running today. */
export const DEMO_CHALLENGE = 61;

/** Today's day of the demo India challenge, on India's calendar. */
export async function todayInIndia(page: Page): Promise<number> {
  const program = (await (
    await page.request.get(`/api/lead/program/get/${DEMO_CHALLENGE}`)
  ).json()) as { start_date: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return Math.round((Date.parse(today) - Date.parse(program.start_date)) / 86_400_000) + 1;
}

/**
 * Ops make a batch of today's session of the demo challenge live now (started two minutes ago,
 * 45 minutes long), as `PUT lead/program/{id}/sessions/{day}/{batch}` does; answers the day.
 */
export async function makeSessionLiveToday(
  page: Page,
  session: {
    batch: number;
    title: string;
    titleHi: string;
    zoomUrl: string;
    worldRecord?: boolean;
  },
): Promise<number> {
  const day = await todayInIndia(page);
  const put = await page.request.put(
    `/api/lead/program/${DEMO_CHALLENGE}/sessions/${day}/${session.batch}`,
    {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
      data: {
        title: session.title,
        title_hi: session.titleHi,
        starts_at: new Date(Date.now() - 2 * 60_000).toISOString(),
        duration_minutes: 45,
        zoom_url: session.zoomUrl,
        youtube_url: `https://youtube.e2e.test/live/${session.batch}`,
        world_record: session.worldRecord ?? false,
      },
    },
  );
  expect(put.ok()).toBe(true);
  return day;
}
