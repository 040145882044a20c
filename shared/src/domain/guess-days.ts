import type { ChallengeProgress } from './challenge-progress';
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
