import { calendarDateIn, challengeDays, challengeProgress } from './challenge-progress';

const challenge = { start_date: '2026-11-18', end_date: '2026-12-01', timezone: 'Asia/Kolkata' };

describe('calendarDateIn', () => {
  it('turns an instant into the calendar day of a zone', () => {
    const instant = new Date('2026-11-20T19:00:00Z');
    expect(calendarDateIn('Asia/Kolkata', instant)).toBe('2026-11-21');
    expect(calendarDateIn('UTC', instant)).toBe('2026-11-20');
    expect(calendarDateIn('America/New_York', instant)).toBe('2026-11-20');
  });
});

describe('challengeProgress', () => {
  it('counts down to the start', () => {
    expect(challengeProgress(challenge, new Date('2026-11-15T06:00:00Z'))).toEqual({
      kind: 'upcoming',
      daysToStart: 3,
    });
  });

  it('changes day at midnight in the challenge zone, not in UTC', () => {
    // 18:29 UTC on the 17th is 23:59 in India: still the day before the start.
    expect(challengeProgress(challenge, new Date('2026-11-17T18:29:00Z'))).toEqual({
      kind: 'upcoming',
      daysToStart: 1,
    });
    // 18:30 UTC on the 17th is midnight in India: day 1.
    expect(challengeProgress(challenge, new Date('2026-11-17T18:30:00Z'))).toEqual({
      kind: 'running',
      day: 1,
      totalDays: 14,
    });
  });

  it('gives a member abroad the same day number as India', () => {
    // 20:00 in New York on 20 Nov is already 21 Nov in India: day 4.
    const evening = new Date('2026-11-21T01:00:00Z');
    expect(challengeProgress(challenge, evening)).toEqual({
      kind: 'running',
      day: 4,
      totalDays: 14,
    });
  });

  it('runs through the last day and ends after it', () => {
    expect(challengeProgress(challenge, new Date('2026-12-01T18:29:00Z'))).toEqual({
      kind: 'running',
      day: 14,
      totalDays: 14,
    });
    expect(challengeProgress(challenge, new Date('2026-12-01T18:30:00Z'))).toEqual({
      kind: 'ended',
    });
  });

  it('handles a challenge in another zone by its own calendar', () => {
    const gulf = { start_date: '2026-11-19', end_date: '2026-12-02', timezone: 'Asia/Dubai' };
    expect(challengeProgress(gulf, new Date('2026-11-18T20:00:00Z'))).toEqual({
      kind: 'running',
      day: 1,
      totalDays: 14,
    });
  });

  it('gives null for dates it cannot read', () => {
    expect(challengeProgress({ ...challenge, start_date: 'soon' }, new Date())).toBeNull();
    expect(challengeProgress({ ...challenge, end_date: '2026-11-01' }, new Date())).toBeNull();
  });
});

describe('challengeDays', () => {
  it('counts the first and last day, across a month, and refuses dates that do not exist', () => {
    expect(challengeDays({ start_date: '2026-11-01', end_date: '2026-11-14' })).toBe(14);
    expect(challengeDays({ start_date: '2026-10-25', end_date: '2026-11-07' })).toBe(14);
    expect(challengeDays({ start_date: '2026-11-01', end_date: '2026-11-01' })).toBe(1);
    expect(challengeDays({ start_date: '2026-02-30', end_date: '2026-03-12' })).toBeNull();
  });
});
