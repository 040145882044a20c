/** A session counts as open from this long before its start (members join a little early). */
export const SESSION_OPENS_BEFORE_MS = 10 * 60_000;

export interface TimedSession {
  /** RFC 3339 instant of the start. */
  starts_at: string;
  duration_minutes: number;
}

/**
 * Where a live session stands at `now`: `open` from 10 minutes before its start to the end of its
 * duration (the one rule for showing Join and counting attendance), `ahead` before that, `over`
 * after. Instants are compared, so the member's own time zone never changes the answer.
 */
export type SessionWindow = 'ahead' | 'open' | 'over';

export function sessionWindow(session: TimedSession, now: Date): SessionWindow {
  const start = Date.parse(session.starts_at);
  const end = start + session.duration_minutes * 60_000;
  const at = now.getTime();
  if (at < start - SESSION_OPENS_BEFORE_MS) return 'ahead';
  return at < end ? 'open' : 'over';
}
