import { SESSION_OPENS_BEFORE_MS, sessionWindow, type TimedSession } from './live-session-window';

/** A live session as marking sees it: one day's one batch. */
export interface MarkableSession extends TimedSession {
  day: number;
  batch: number;
}

export type MarkChoice<Session> =
  | { kind: 'open'; session: Session }
  /** Nothing open now; `opensAt` is when the next one opens, null when none is left. */
  | { kind: 'not_open'; opensAt: Date | null }
  | { kind: 'unknown_batch' };

const startOf = (session: TimedSession) => Date.parse(session.starts_at);

/**
 * Which session a mark at `now` counts for: of the member's challenge (or of the batch asked for),
 * the one open now by `sessionWindow`, the one rule. When two are open (a long session running
 * into the next batch's early opening), the one already under way wins, then the later start.
 */
export function sessionToMark<Session extends MarkableSession>(
  sessions: readonly Session[],
  now: Date,
  batch?: number,
): MarkChoice<Session> {
  const candidates =
    batch === undefined ? sessions : sessions.filter((session) => session.batch === batch);
  if (batch !== undefined && candidates.length === 0) return { kind: 'unknown_batch' };
  const at = now.getTime();
  const open = candidates
    .filter((session) => sessionWindow(session, now) === 'open')
    .sort((a, b) => {
      const aStarted = startOf(a) <= at ? 1 : 0;
      const bStarted = startOf(b) <= at ? 1 : 0;
      return bStarted - aStarted || startOf(b) - startOf(a);
    });
  if (open[0]) return { kind: 'open', session: open[0] };
  const next = candidates
    .filter((session) => sessionWindow(session, now) === 'ahead')
    .sort((a, b) => startOf(a) - startOf(b))[0];
  return {
    kind: 'not_open',
    opensAt: next ? new Date(startOf(next) - SESSION_OPENS_BEFORE_MS) : null,
  };
}
