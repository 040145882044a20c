import { sessionToMark, type MarkableSession } from '@yoga/shared/domain';
import { openSessionOrRefuse } from './open-session';

const MINUTE = 60_000;
const base = Date.parse('2026-03-02T00:30:00Z');
// Two days of three overlapping batches: 45-minute sessions an half-hour apart.
const sessions: MarkableSession[] = [1, 2].flatMap((day) =>
  [1, 2, 3].map((batch) => ({
    day,
    batch,
    duration_minutes: 45,
    starts_at: new Date(base + (day - 1) * 1440 * MINUTE + (batch - 1) * 30 * MINUTE)
      .toISOString()
      .replace('.000Z', 'Z'),
  })),
);

/** What openSessionOrRefuse answers, as sessionToMark's kinds. */
function answer(now: Date, batch?: number) {
  try {
    return { kind: 'open', session: openSessionOrRefuse(sessions, now, batch) };
  } catch (error) {
    const { code, details } = error as { code?: string; details?: { opensAt?: string } };
    return { code, opensAt: details?.opensAt };
  }
}

function expected(now: Date, batch?: number) {
  const choice = sessionToMark(sessions, now, batch);
  if (choice.kind === 'open') return { kind: 'open', session: choice.session };
  if (choice.kind === 'unknown_batch') return { code: 'not_found', opensAt: undefined };
  return { code: 'session_not_open', opensAt: choice.opensAt?.toISOString() };
}

describe('the session a mark counts for, remembered between its edges', () => {
  // Every minute and every edge (and a millisecond either side), forwards, then backwards, then
  // jumping about: the remembered answer is sessionToMark's every time.
  const edges = sessions.flatMap((session) => {
    const start = Date.parse(session.starts_at);
    return [start - 10 * MINUTE, start, start + 45 * MINUTE].flatMap((t) => [t - 1, t, t + 1]);
  });
  const minutes = Array.from({ length: 1600 }, (_, i) => base - 60 * MINUTE + i * 2 * MINUTE);
  const instants = [...minutes, ...edges].sort((a, b) => a - b);
  const orders = {
    forwards: instants,
    backwards: [...instants].reverse(),
    'jumping about': instants.map((_, i) => instants[(i * 7919) % instants.length] ?? 0),
  };

  it.each(Object.entries(orders))('%s', (_order, times) => {
    for (const batch of [undefined, 1, 3, 9]) {
      for (const t of times) {
        const now = new Date(t);
        expect({ at: now.toISOString(), ...answer(now, batch) }).toEqual({
          at: now.toISOString(),
          ...expected(now, batch),
        });
      }
    }
  });
});
