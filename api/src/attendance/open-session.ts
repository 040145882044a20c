import {
  SESSION_OPENS_BEFORE_MS,
  sessionToMark,
  type MarkableSession,
  type MarkChoice,
} from '@yoga/shared/domain';
import type { AttendanceSource, MarkedAttendance } from '@yoga/shared/models';
import { HttpError, notFound } from '../http/errors';
import type { AttendanceWriter } from './attendance-writer';
import type { SessionCache } from './session-cache';

/**
 * The refusals every marking path shares (subscription's mark, lead's join, attendsession and
 * markattendance), so a member hears the same answer whichever one their tap went through.
 */

export function enrolledChallengeOf(member: { active_challenge_id: number | null }): number {
  if (member.active_challenge_id === null) {
    throw new HttpError(409, 'not_enrolled', 'This member has not joined a challenge yet.');
  }
  return member.active_challenge_id;
}

interface RememberedChoice<Session> {
  /** The answer holds for every instant in [from, until). */
  from: number;
  until: number;
  choice: MarkChoice<Session>;
}

/**
 * `sessionToMark`'s answers, by list of sessions (the session cache hands out the same list until
 * it reads the challenge afresh) and batch. The answer can change only where a session opens,
 * starts or ends, so it holds until the next such instant: in a spike every mark would otherwise
 * parse the start of each of a challenge's 84 sessions (~0.05 ms of CPU a mark).
 */
const remembered = new WeakMap<
  readonly MarkableSession[],
  Map<number, RememberedChoice<MarkableSession>>
>();

/** The instants around `at` where some session's window or start changes: [from, until). */
function stretchAround(sessions: readonly MarkableSession[], at: number) {
  let from = -Infinity;
  let until = Infinity;
  for (const session of sessions) {
    const start = Date.parse(session.starts_at);
    for (const instant of [
      start - SESSION_OPENS_BEFORE_MS,
      start,
      start + session.duration_minutes * 60_000,
    ]) {
      if (instant <= at) from = Math.max(from, instant);
      else until = Math.min(until, instant);
    }
  }
  return { from, until };
}

function choiceAt<Session extends MarkableSession>(
  sessions: readonly Session[],
  now: Date,
  batch?: number,
): MarkChoice<Session> {
  const at = now.getTime();
  let byBatch = remembered.get(sessions);
  if (!byBatch) {
    byBatch = new Map();
    remembered.set(sessions, byBatch);
  }
  const key = batch ?? -1;
  const known = byBatch.get(key) as RememberedChoice<Session> | undefined;
  if (known && known.from <= at && at < known.until) return known.choice;
  const choice = sessionToMark(sessions, now, batch);
  byBatch.set(key, { ...stretchAround(sessions, at), choice });
  return choice;
}

/** The session a mark at `now` counts for (see `sessionToMark`), or the refusal to answer. */
export function openSessionOrRefuse<Session extends MarkableSession>(
  sessions: readonly Session[],
  now: Date,
  batch?: number,
): Session {
  const choice = choiceAt(sessions, now, batch);
  if (choice.kind === 'unknown_batch') throw notFound(`The challenge has no batch ${batch}.`);
  if (choice.kind === 'not_open') {
    throw new HttpError(
      409,
      'session_not_open',
      'No session is open to mark right now. Attendance opens 10 minutes before a session starts.',
      choice.opensAt ? { opensAt: choice.opensAt.toISOString() } : {},
    );
  }
  return choice.session;
}

/**
 * Marks the member at the session of their challenge open at `now` (of `batch`, when named)
 * through the process's writer: the whole of the subscription mark, attendsession and
 * markattendance, which differ only in who may call them and the `source` they leave.
 */
export async function markOpenSession(
  { sessions, attendance }: { sessions: SessionCache; attendance: AttendanceWriter },
  mark: {
    member: { id: number; active_challenge_id: number | null };
    now: Date;
    batch: number | undefined;
    source: AttendanceSource;
  },
): Promise<MarkedAttendance> {
  const challengeId = enrolledChallengeOf(mark.member);
  const session = openSessionOrRefuse(await sessions.of(challengeId), mark.now, mark.batch);
  const totals = await attendance.record({
    leadId: mark.member.id,
    sessionId: session.id,
    challengeId,
    source: mark.source,
  });
  return { ...totals, day: session.day, batch: session.batch };
}
