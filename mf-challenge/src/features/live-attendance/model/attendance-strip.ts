import type { AttendedSession } from '@yoga/shared';
import type { DayState } from '@yoga/shared/ui-extra';

/** How far the challenge has gone, as the strip needs it. */
export type StripProgress =
  { kind: 'running'; day: number; totalDays: number } | { kind: 'ended'; totalDays: number };

/**
 * One state per challenge day for the kit's Stepper: a day with any session attended is done
 * (two batches on one day are still one day), a day before the member joined (`joinedDay`, 1
 * when unknown) is "before", a past day without one is missed, today stays "today" until
 * something is marked, and the days ahead are future.
 */
export function attendanceStrip(
  progress: StripProgress,
  attended: readonly Pick<AttendedSession, 'day'>[],
  joinedDay: number | null = 1,
): DayState[] {
  const done = new Set(attended.map((session) => session.day));
  const today = progress.kind === 'running' ? progress.day : Infinity;
  return Array.from({ length: progress.totalDays }, (_, index) => {
    const day = index + 1;
    if (done.has(day)) return 'done';
    if (day < (joinedDay ?? 1) && day <= today) return 'before';
    if (day < today) return 'missed';
    return day === today ? 'today' : 'future';
  });
}
