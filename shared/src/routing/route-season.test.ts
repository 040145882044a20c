import { isInSeason, isMonthDay } from './route-season';

const diwali = { from: '10-15', until: '11-15' };
const newYear = { from: '12-20', until: '01-10' };

describe('isInSeason', () => {
  it.each([
    // India's 15 October starts at 18:30 UTC on the 14th.
    ['2026-10-14T18:30:00Z', diwali, true],
    ['2026-10-14T18:29:59Z', diwali, false],
    // India's 15 November ends at 18:30 UTC that day.
    ['2026-11-15T18:29:59Z', diwali, true],
    ['2026-11-15T18:30:00Z', diwali, false],
    ['2027-11-01T00:00:00Z', diwali, true],
    ['2026-12-31T12:00:00Z', newYear, true],
    ['2027-01-10T12:00:00Z', newYear, true],
    ['2027-01-11T12:00:00Z', newYear, false],
    ['2026-12-19T12:00:00Z', newYear, false],
    ['2026-06-01T00:00:00Z', { from: '06-01', until: '06-01' }, true],
  ])('at %s the season %p is open: %p', (instant, season, open) => {
    expect(isInSeason(season, new Date(instant))).toBe(open);
  });
});

describe('isMonthDay', () => {
  it.each(['01-01', '12-31', '02-29'])('accepts %s', (value) => {
    expect(isMonthDay(value)).toBe(true);
  });
  it.each(['1-1', '13-01', '00-10', '12-32', '2026-12-01', ''])('refuses %p', (value) => {
    expect(isMonthDay(value)).toBe(false);
  });
});
