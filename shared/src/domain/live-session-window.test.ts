import { SESSION_OPENS_BEFORE_MS, sessionWindow } from './live-session-window';

// 06:30 in India is 01:00 UTC.
const session = { starts_at: '2026-11-22T06:30:00+05:30', duration_minutes: 45 };
const at = (iso: string) => new Date(iso);

describe('the window of a live session', () => {
  it.each([
    ['2026-11-22T00:49:59.999Z', 'ahead'],
    ['2026-11-22T00:50:00Z', 'open'],
    ['2026-11-22T01:00:00Z', 'open'],
    ['2026-11-22T01:44:59.999Z', 'open'],
    ['2026-11-22T01:45:00Z', 'over'],
    ['2026-11-23T00:55:00Z', 'over'],
  ])('at %s it is %s', (now, expected) => {
    expect(sessionWindow(session, at(now))).toBe(expected);
  });

  it('opens 10 minutes early', () => {
    expect(SESSION_OPENS_BEFORE_MS).toBe(600_000);
  });

  it('gives the same answer wherever the member is: the start is an instant', () => {
    // The same instant written with the offsets of Dubai, London and Los Angeles.
    for (const starts_at of [
      '2026-11-22T05:00:00+04:00',
      '2026-11-22T01:00:00Z',
      '2026-11-21T17:00:00-08:00',
    ]) {
      expect(sessionWindow({ starts_at, duration_minutes: 45 }, at('2026-11-22T01:10:00Z'))).toBe(
        'open',
      );
    }
  });
});
