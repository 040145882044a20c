import { clockTimeFormat, sessionWindow, type LiveSession } from '@yoga/shared';

export interface BatchSlot {
  batch: number;
  /** "06:30" on the member's clock, read from the batch's first session. */
  time: string;
}

/**
 * The batches a member can prefer, in order, each with its time on the member's clock. The time
 * comes from the batch's first session; a member abroad whose clock changes during the challenge
 * (London in October) sees each day's own time in the schedule.
 */
export function batchSlots(
  sessions: readonly LiveSession[],
  timeZone: string | undefined,
  locale = 'en-IN',
): BatchSlot[] {
  const clock = clockTimeFormat(locale, timeZone);
  const first = new Map<number, LiveSession>();
  for (const session of sessions) {
    const known = first.get(session.batch);
    if (!known || session.day < known.day) first.set(session.batch, session);
  }
  return [...first.values()]
    .sort((a, b) => a.batch - b.batch)
    .map((session) => ({ batch: session.batch, time: clock.format(new Date(session.starts_at)) }));
}

/** The batch's next session that has not ended yet, for the Google Calendar link. */
export function nextSessionOfBatch(
  sessions: readonly LiveSession[],
  batch: number,
  now: Date,
): LiveSession | null {
  return (
    sessions
      .filter((session) => session.batch === batch && sessionWindow(session, now) !== 'over')
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0] ?? null
  );
}
