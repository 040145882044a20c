import { parseCalendarDate } from './format-calendar-date';

const DAY_MS = 86_400_000;

// Making a formatter costs tens of microseconds, more than formatting with it: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD; formatToParts keeps it independent of ICU punctuation.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's calendar date ("2026-11-21") in an IANA time zone, e.g. the challenge's own. */
export function calendarDateIn(timeZone: string, now: Date): string {
  const parts = Object.fromEntries(
    dayFormatter(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** How many calendar days a challenge runs, its first and last included (null: not real dates). */
export function challengeDays(challenge: { start_date: string; end_date: string }): number | null {
  const start = parseCalendarDate(challenge.start_date);
  const end = parseCalendarDate(challenge.end_date);
  return start && end ? daysFromTo(start, end) : null;
}

/** Calendar days from one to the other, both included. */
const daysFromTo = (start: Date, end: Date) =>
  Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;

export type ChallengeProgress =
  | { kind: 'upcoming'; daysToStart: number }
  | { kind: 'running'; day: number; totalDays: number }
  | { kind: 'ended' };

export interface ChallengeDates {
  start_date: string;
  end_date: string;
  timezone: string;
}

/**
 * Where a challenge stands today, judged by the calendar day in the challenge's time zone, so a
 * member abroad sees the same "Day 4" as everyone in India.
 */
export function challengeProgress(challenge: ChallengeDates, now: Date): ChallengeProgress | null {
  const start = parseCalendarDate(challenge.start_date);
  const end = parseCalendarDate(challenge.end_date);
  const today = parseCalendarDate(calendarDateIn(challenge.timezone, now));
  if (!start || !end || !today || end < start) return null;
  if (today < start) {
    return {
      kind: 'upcoming',
      daysToStart: Math.round((start.getTime() - today.getTime()) / DAY_MS),
    };
  }
  if (today > end) return { kind: 'ended' };
  return {
    kind: 'running',
    day: Math.round((today.getTime() - start.getTime()) / DAY_MS) + 1,
    totalDays: daysFromTo(start, end),
  };
}
