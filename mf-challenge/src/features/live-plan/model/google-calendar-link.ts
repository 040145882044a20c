import type { LiveSession } from '@yoga/shared';

/** 2026-11-21T01:00:00.000Z → 20261121T010000Z, the form Google's template link takes. */
const compact = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Google Calendar's "add event" link for one session: UTC instants, so the member's calendar
 * shows it on their own clock, and `ctz` so the event keeps the challenge's zone.
 */
export function googleCalendarLink(
  session: Pick<LiveSession, 'starts_at' | 'duration_minutes'>,
  { title, details, timeZone }: { title: string; details: string; timeZone: string },
): string {
  const start = Date.parse(session.starts_at);
  const end = start + session.duration_minutes * 60_000;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${compact(start)}/${compact(end)}`,
    details,
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
