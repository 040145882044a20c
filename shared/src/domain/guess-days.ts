import type { ChallengeDates, ChallengeProgress } from './challenge-progress';
import { parseCalendarDate } from './format-calendar-date';
import type { MarkableSession } from './session-to-mark';

/** A challenge day of guess & win, from its sessions (decision 0015). */
export interface GuessWindow {
  day: number;
  /** The day's first batch starts: guesses close. */
  closesAt: Date;
  /** The day's last batch ends: the result is revealed. */
  revealsAt: Date;
}

/** Each challenge day's guess window, by day, from the day's sessions (a day is its sessions'). */
export function guessWindows(sessions: readonly MarkableSession[]): GuessWindow[] {
  const byDay = new Map<number, GuessWindow>();
  for (const session of sessions) {
    const start = new Date(session.starts_at);
    const end = new Date(start.getTime() + session.duration_minutes * 60_000);
    const day = byDay.get(session.day);
    byDay.set(session.day, {
      day: session.day,
      closesAt: day && day.closesAt < start ? day.closesAt : start,
      revealsAt: day && day.revealsAt > end ? day.revealsAt : end,
    });
  }
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

/**
 * The day guess & win asks about at `now`: the challenge's day on its calendar (in its zone),
 * except that a day whose last batch began before midnight and is still running stays "today"
 * until that batch ends and its result is revealed (decision 0023). Its guessers wait for the
 * result on that day's card rather than see it vanish at midnight, and its count is of its
 * sessions, wherever midnight falls. Null outside the challenge.
 */
export function guessDayAt(
  windows: readonly GuessWindow[],
  progress: ChallengeProgress | null,
  now: Date,
): number | null {
  if (progress === null || progress.kind === 'upcoming') return null;
  const calendarDay = progress.kind === 'running' ? progress.day : Infinity;
  const carried = windows.find(
    (window) => window.day < calendarDay && window.closesAt <= now && now < window.revealsAt,
  );
  if (carried) return carried.day;
  return progress.kind === 'running' ? progress.day : null;
}

/** How far a zone's clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** When challenge day `day` begins on the challenge's calendar (midnight in its zone). */
export function challengeDayStart(challenge: ChallengeDates, day: number): Date | null {
  const start = parseCalendarDate(challenge.start_date);
  if (!start) return null;
  const wallMidnight = start.getTime() + (day - 1) * 86_400_000;
  // The offset at the UTC instant of that wall time, then again at the guess, for a zone whose
  // offset changes between the two (daylight saving).
  const guess = wallMidnight - zoneOffsetMs(challenge.timezone, wallMidnight);
  return new Date(wallMidnight - zoneOffsetMs(challenge.timezone, guess));
}

/** A question of guess & win still to come: its day, when it opens and when it closes. */
export interface GuessOpening {
  day: number;
  opensAt: Date;
  closesAt: Date;
}

/**
 * The next question to open after `now`: the first day whose question `guessDayAt` has not yet
 * reached. A day opens when its calendar day begins, or later when an earlier day's last batch
 * runs past that midnight (decision 0023): then when that batch ends. Null when no day is left.
 */
export function nextGuessOpening(
  windows: readonly GuessWindow[],
  challenge: ChallengeDates,
  now: Date,
): GuessOpening | null {
  for (const window of windows) {
    const midnight = challengeDayStart(challenge, window.day);
    if (!midnight) return null;
    let opensAt = midnight;
    for (const earlier of windows) {
      if (earlier.day < window.day && earlier.closesAt <= opensAt && opensAt < earlier.revealsAt) {
        opensAt = earlier.revealsAt;
      }
    }
    if (opensAt > now) return { day: window.day, opensAt, closesAt: window.closesAt };
  }
  return null;
}
