import { clockTimeFormat, sessionWindow, type LiveSession } from '@yoga/shared';

/** Where a day stands for the member: done, a batch open to join now, the next day, or later. */
export type SessionState = 'over' | 'open' | 'next' | 'later';

export interface ScheduleRow {
  day: number;
  title: string;
  /** The title in Hindi; null until ops write it. */
  title_hi: string | null;
  /** The first batch's start. */
  startsAt: string;
  /** "Sun, 22 Nov" in the member's time zone, of the day's first batch. */
  date: string;
  /** Each batch's start on the member's clock, earliest batch first ("06:30, 17:00"). */
  times: string[];
  minutes: number;
  state: SessionState;
}

/**
 * The programme's days in order, each with its batches' times in the member's own time zone (a
 * member in Los Angeles sees India's 06:30 as the evening before) and its state at `now`, in the
 * page's language (`locale`: en-IN or hi-IN). A day is open while any of its batches is.
 */
export function scheduleRows(
  sessions: LiveSession[],
  now: Date,
  timeZone: string | undefined,
  locale = 'en-IN',
): ScheduleRow[] {
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  });
  const time = clockTimeFormat(locale, timeZone);
  const days = new Map<number, LiveSession[]>();
  for (const session of [...sessions].sort((a, b) => a.batch - b.batch)) {
    days.set(session.day, [...(days.get(session.day) ?? []), session]);
  }
  let nextFound = false;
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([day, batches]) => {
      const first = batches[0];
      if (!first) return [];
      const windows = batches.map((session) => sessionWindow(session, now));
      let state: SessionState = windows.includes('open')
        ? 'open'
        : windows.every((window) => window === 'over')
          ? 'over'
          : 'later';
      if (state === 'later' && !nextFound) state = 'next';
      if (state === 'next') nextFound = true;
      return [
        {
          day,
          title: first.title,
          title_hi: first.title_hi,
          startsAt: first.starts_at,
          date: date.format(new Date(first.starts_at)),
          times: batches.map((session) => time.format(new Date(session.starts_at))),
          minutes: first.duration_minutes,
          state,
        },
      ];
    });
}
