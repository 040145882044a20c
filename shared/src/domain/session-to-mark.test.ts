import { sessionToMark, type MarkableSession } from './session-to-mark';

/** India's six daily batches on day 4 (21 November 2026), 45 minutes each. */
const times = ['06:30', '07:30', '08:30', '17:00', '18:00', '19:00'];
const day4: MarkableSession[] = times.map((time, index) => ({
  day: 4,
  batch: index + 1,
  starts_at: `2026-11-21T${time}:00+05:30`,
  duration_minutes: 45,
}));
const ist = (time: string) => new Date(`2026-11-21T${time}+05:30`);

describe('sessionToMark', () => {
  it('marks the batch open now when none is asked for', () => {
    expect(sessionToMark(day4, ist('07:40:00'))).toMatchObject({
      kind: 'open',
      session: { batch: 2 },
    });
  });

  it('counts from 10 minutes before the start to the end of the session', () => {
    expect(sessionToMark(day4, ist('06:19:59.999')).kind).toBe('not_open');
    expect(sessionToMark(day4, ist('06:20:00'))).toMatchObject({ session: { batch: 1 } });
    expect(sessionToMark(day4, ist('07:14:59.999'))).toMatchObject({ session: { batch: 1 } });
    expect(sessionToMark(day4, ist('07:15:00')).kind).toBe('not_open');
  });

  it('says when the next session opens, or that none is left', () => {
    expect(sessionToMark(day4, ist('09:30:00'))).toEqual({
      kind: 'not_open',
      opensAt: ist('16:50:00'),
    });
    expect(sessionToMark(day4, ist('23:00:00'))).toEqual({ kind: 'not_open', opensAt: null });
  });

  it('keeps to the batch asked for, open or not', () => {
    expect(sessionToMark(day4, ist('07:40:00'), 2)).toMatchObject({ session: { batch: 2 } });
    expect(sessionToMark(day4, ist('07:40:00'), 4)).toEqual({
      kind: 'not_open',
      opensAt: ist('16:50:00'),
    });
  });

  it('knows a batch the challenge does not have', () => {
    expect(sessionToMark(day4, ist('07:40:00'), 9)).toEqual({ kind: 'unknown_batch' });
    expect(sessionToMark([], ist('07:40:00'))).toEqual({ kind: 'not_open', opensAt: null });
  });

  it('prefers the session under way when a long one overlaps the next batch’s opening', () => {
    const long = day4.map((session) => ({ ...session, duration_minutes: 60 }));
    // 07:25: batch 1 (06:30-07:30) is under way, batch 2 opened at 07:20.
    expect(sessionToMark(long, ist('07:25:00'))).toMatchObject({ session: { batch: 1 } });
    // 07:30: batch 1 has ended; batch 2 starts.
    expect(sessionToMark(long, ist('07:30:00'))).toMatchObject({ session: { batch: 2 } });
  });

  it('counts a mark after midnight in a batch begun before it for the batch’s own day (decision 0023)', () => {
    // Day 4's late batch runs 23:55 to 00:40; day 5's first batch is at 06:30.
    const late: MarkableSession = {
      day: 4,
      batch: 7,
      starts_at: '2026-11-21T23:55:00+05:30',
      duration_minutes: 45,
    };
    const day5: MarkableSession = {
      day: 5,
      batch: 1,
      starts_at: '2026-11-22T06:30:00+05:30',
      duration_minutes: 45,
    };
    const sessions = [...day4, late, day5];
    const afterMidnight = new Date('2026-11-22T00:10:00+05:30');
    expect(sessionToMark(sessions, afterMidnight)).toMatchObject({ session: { day: 4, batch: 7 } });
    expect(sessionToMark(sessions, new Date('2026-11-22T00:39:59.999+05:30'))).toMatchObject({
      session: { day: 4 },
    });
    expect(sessionToMark(sessions, new Date('2026-11-22T00:40:00+05:30'))).toEqual({
      kind: 'not_open',
      opensAt: new Date('2026-11-22T06:20:00+05:30'),
    });
  });
});
