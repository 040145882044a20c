import { attendanceStrip } from './attendance-strip';

describe('the 14-day attendance strip', () => {
  it('marks attended days done, past ones missed, today and the days ahead', () => {
    expect(
      attendanceStrip({ kind: 'running', day: 4, totalDays: 6 }, [{ day: 1 }, { day: 3 }]),
    ).toEqual(['done', 'missed', 'done', 'today', 'future', 'future']);
  });

  it('counts a day once however many batches were attended, and turns today done', () => {
    expect(
      attendanceStrip({ kind: 'running', day: 2, totalDays: 3 }, [
        { day: 2 },
        { day: 2 },
        { day: 1 },
      ]),
    ).toEqual(['done', 'done', 'future']);
  });

  it('leaves nothing ahead once the challenge has ended', () => {
    expect(attendanceStrip({ kind: 'ended', totalDays: 4 }, [{ day: 2 }])).toEqual([
      'missed',
      'done',
      'missed',
      'missed',
    ]);
  });

  it('shows the days before the member joined as before, not missed', () => {
    expect(attendanceStrip({ kind: 'running', day: 4, totalDays: 6 }, [], 4)).toEqual([
      'before',
      'before',
      'before',
      'today',
      'future',
      'future',
    ]);
  });

  it('still counts a day attended before the recorded join (ops may add one)', () => {
    expect(attendanceStrip({ kind: 'ended', totalDays: 3 }, [{ day: 1 }], 3)).toEqual([
      'done',
      'before',
      'missed',
    ]);
  });

  it('treats an unknown join day as the first', () => {
    expect(attendanceStrip({ kind: 'running', day: 2, totalDays: 2 }, [], null)).toEqual([
      'missed',
      'today',
    ]);
  });
});
