import { attendanceStreak } from './attendance-streak';

describe('attendanceStreak', () => {
  it('counts the days in a row up to today when today is attended', () => {
    expect(attendanceStreak([1, 2, 3, 4], 4)).toBe(4);
  });

  it('keeps yesterday’s streak while today is not attended yet', () => {
    expect(attendanceStreak([2, 3], 4)).toBe(2);
  });

  it('breaks at a missed day', () => {
    expect(attendanceStreak([1, 2, 4, 5], 5)).toBe(2);
    expect(attendanceStreak([1, 2], 4)).toBe(0);
  });

  it('counts a day once however many batches were attended', () => {
    expect(attendanceStreak([3, 3, 4, 4], 4)).toBe(2);
  });

  it('is zero before anything is attended, and on day 1 before the session', () => {
    expect(attendanceStreak([], 6)).toBe(0);
    expect(attendanceStreak([], 1)).toBe(0);
  });

  it('ignores days ahead of today (an ops correction cannot make a future streak)', () => {
    expect(attendanceStreak([5, 6], 4)).toBe(0);
  });
});
