import { sessionWindow, type LiveSession } from '@yoga/shared';

/** Where a session stands for the member: done, open to join now, the next one, or later. */
export type SessionState = 'over' | 'open' | 'next' | 'later';

export interface ScheduleRow {
  day: number;
  title: string;
  startsAt: string;
  /** "Sun, 22 Nov" in the member's time zone. */
  date: string;
  /** "06:30" in the member's time zone. */
  time: string;
  minutes: number;
  state: SessionState;
}

/**
 * The programme's sessions in day order, dated and timed in the member's own time zone (a member
 * in Los Angeles sees India's 06:30 as the evening before), each with its state at `now`, in the
 * page's language (`locale`: en-IN or hi-IN).
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
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  let nextFound = false;
  return [...sessions]
    .sort((a, b) => a.day - b.day)
    .map((session) => {
      const window = sessionWindow(session, now);
      let state: SessionState = window === 'open' ? 'open' : window === 'over' ? 'over' : 'later';
      if (state === 'later' && !nextFound) state = 'next';
      if (state === 'next') nextFound = true;
      const start = new Date(session.starts_at);
      return {
        day: session.day,
        title: session.title,
        startsAt: session.starts_at,
        date: date.format(start),
        time: time.format(start),
        minutes: session.duration_minutes,
        state,
      };
    });
}
