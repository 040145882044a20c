import { challengeProgress } from './challenge-progress';
import { challengeDayStart, guessDayAt, guessWindows, nextGuessOpening } from './guess-days';
import type { MarkableSession } from './session-to-mark';

/** A 3-day challenge in India, 20 to 22 November 2026. */
const challenge = { start_date: '2026-11-20', end_date: '2026-11-22', timezone: 'Asia/Kolkata' };
const ist = (date: string, time: string) => new Date(`2026-11-${date}T${time}+05:30`);
const session = (day: number, batch: number, startsAt: Date): MarkableSession => ({
  day,
  batch,
  starts_at: startsAt.toISOString(),
  duration_minutes: 45,
});

/** Each day: a morning batch, and a late one at 23:55 that ends at 00:40 the next calendar day. */
const sessions = [
  session(1, 1, ist('20', '06:30:00')),
  session(1, 2, ist('20', '23:55:00')),
  session(2, 1, ist('21', '06:30:00')),
  session(2, 2, ist('21', '23:55:00')),
  session(3, 1, ist('22', '06:30:00')),
  session(3, 2, ist('22', '23:55:00')),
];
const windows = guessWindows(sessions);
const dayAt = (now: Date) => guessDayAt(windows, challengeProgress(challenge, now), now);

describe('guessWindows', () => {
  it('closes a day at its first batch and reveals it when its last batch ends', () => {
    expect(windows).toEqual([
      { day: 1, closesAt: ist('20', '06:30:00'), revealsAt: ist('21', '00:40:00') },
      { day: 2, closesAt: ist('21', '06:30:00'), revealsAt: ist('22', '00:40:00') },
      { day: 3, closesAt: ist('22', '06:30:00'), revealsAt: ist('23', '00:40:00') },
    ]);
  });

  it('does not depend on the order the sessions come in', () => {
    expect(guessWindows([...sessions].reverse())).toEqual(windows);
  });
});

describe('guessDayAt', () => {
  it('asks about no day before the challenge starts', () => {
    expect(dayAt(ist('19', '23:59:59'))).toBeNull();
  });

  it("asks about the calendar's day while no earlier day's batch runs past midnight", () => {
    expect(dayAt(ist('20', '00:00:00'))).toBe(1);
    expect(dayAt(ist('20', '23:59:59'))).toBe(1);
    expect(dayAt(ist('21', '12:00:00'))).toBe(2);
  });

  it('keeps a day whose last batch crosses midnight until that batch ends, then moves on', () => {
    expect(dayAt(ist('21', '00:00:00'))).toBe(1);
    expect(dayAt(ist('21', '00:39:59.999'))).toBe(1);
    expect(dayAt(ist('21', '00:40:00'))).toBe(2);
  });

  it("keeps the last day after the challenge's calendar ends while its batch runs", () => {
    expect(dayAt(ist('23', '00:10:00'))).toBe(3);
    expect(dayAt(ist('23', '00:40:00'))).toBeNull();
  });

  it('never carries a day forward whose batches all ended before midnight', () => {
    const early = guessWindows(sessions.filter((s) => s.batch === 1));
    const now = ist('21', '00:10:00');
    expect(guessDayAt(early, challengeProgress(challenge, now), now)).toBe(2);
  });

  it("does not hold a day back for the next day's batch", () => {
    // Day 3's batch moved to start at 23:50 on day 2's date: day 2 is still the calendar's day.
    const moved = guessWindows([
      ...sessions.filter((s) => s.day !== 3),
      session(3, 1, ist('21', '23:50:00')),
    ]);
    const now = ist('21', '23:52:00');
    expect(guessDayAt(moved, challengeProgress(challenge, now), now)).toBe(2);
  });
});

describe('challengeDayStart', () => {
  it("is midnight of the day's date in the challenge's zone", () => {
    expect(challengeDayStart(challenge, 1)).toEqual(ist('20', '00:00:00'));
    expect(challengeDayStart(challenge, 3)).toEqual(ist('22', '00:00:00'));
    expect(challengeDayStart({ ...challenge, timezone: 'Asia/Dubai' }, 2)).toEqual(
      new Date('2026-11-21T00:00:00+04:00'),
    );
  });

  it('follows daylight saving: the offset of that night, not of the start', () => {
    const london = { start_date: '2026-03-28', end_date: '2026-04-10', timezone: 'Europe/London' };
    expect(challengeDayStart(london, 1)).toEqual(new Date('2026-03-28T00:00:00Z'));
    expect(challengeDayStart(london, 3)).toEqual(new Date('2026-03-30T00:00:00+01:00'));
  });

  it('is null for a challenge without a real start date', () => {
    expect(challengeDayStart({ ...challenge, start_date: 'soon' }, 1)).toBeNull();
  });
});

describe('nextGuessOpening', () => {
  const next = (now: Date) => nextGuessOpening(windows, challenge, now);

  it("is day 1's question, opening at the start date's midnight, before the challenge", () => {
    expect(next(ist('18', '12:00:00'))).toEqual({
      day: 1,
      opensAt: ist('20', '00:00:00'),
      closesAt: ist('20', '06:30:00'),
    });
  });

  it("is tomorrow's question once today's has opened, held back by a batch past midnight", () => {
    expect(next(ist('20', '07:00:00'))).toEqual({
      day: 2,
      opensAt: ist('21', '00:40:00'),
      closesAt: ist('21', '06:30:00'),
    });
  });

  it('opens at midnight when no batch runs past it', () => {
    const early = guessWindows(sessions.filter((s) => s.batch === 1));
    expect(nextGuessOpening(early, challenge, ist('20', '07:00:00'))).toEqual({
      day: 2,
      opensAt: ist('21', '00:00:00'),
      closesAt: ist('21', '06:30:00'),
    });
  });

  it('is null once the last day has opened', () => {
    expect(next(ist('23', '00:40:00'))).toBeNull();
    expect(next(ist('22', '12:00:00'))).toBeNull();
  });

  it('skips a day without sessions', () => {
    const gap = guessWindows(sessions.filter((s) => s.day !== 2));
    expect(nextGuessOpening(gap, challenge, ist('20', '12:00:00'))).toMatchObject({ day: 3 });
  });

  it('agrees with guessDayAt: the day becomes today at the instant it opens, not before', () => {
    for (const now of [ist('19', '09:00:00'), ist('20', '07:00:00'), ist('21', '03:00:00')]) {
      const opening = next(now);
      if (!opening) throw new Error('a day is left');
      expect(dayAt(new Date(opening.opensAt.getTime() - 1))).not.toBe(opening.day);
      expect(dayAt(opening.opensAt)).toBe(opening.day);
    }
  });
});
