import { TZDate } from '@date-fns/tz';
import { REMINDER_BEFORE_MS, type ChallengeProgram, type LiveSession } from '@yoga/shared';
import ical, { ICalAlarmType } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

export interface CalendarTexts {
  /** The calendar's name: the challenge's, in the member's language. */
  name: string;
  /** The event's title in the member's language ("Day 3: Hip openers"). */
  summary: (session: LiveSession) => string;
  /** The event's notes: where to join. */
  description: string;
  /** The live page, where Join is. */
  url: string;
  /** The site's host name, so each UID is unique to this site. */
  host: string;
}

/** The VTIMEZONE block of an IANA zone, which RFC 5545 requires for every TZID used. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/**
 * An iCalendar file of every session of one batch: times in the challenge's own zone (TZID with
 * its VTIMEZONE, so a calendar abroad converts them, London's summer time included), one stable
 * UID per session (importing again updates instead of doubling) and a display alarm as long
 * before each start as the SMS reminder.
 */
export function calendarFile(program: ChallengeProgram, batch: number, texts: CalendarTexts) {
  const zone = program.timezone;
  // No calendar-wide zone: DTSTAMP must stay in UTC, and events name theirs.
  const calendar = ical({ name: texts.name, timezone: { name: null, generator: vtimezone } });
  const sessions = program.sessions
    .filter((session) => session.batch === batch)
    .sort((a, b) => a.day - b.day);
  for (const session of sessions) {
    const start = Date.parse(session.starts_at);
    const event = calendar.createEvent({
      id: `challenge-${program.id}-day-${session.day}-batch-${session.batch}@${texts.host}`,
      start: new TZDate(start, zone),
      end: new TZDate(start + session.duration_minutes * 60_000, zone),
      timezone: zone,
      summary: texts.summary(session),
      description: texts.description,
      url: texts.url,
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: REMINDER_BEFORE_MS / 1000,
      description: texts.summary(session),
    });
  }
  return calendar.toString();
}
