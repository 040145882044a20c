import { fromIndiaDateTimeLocal, toIndiaDateTimeLocal } from './india-date-time';

describe('datetime-local fields in India time', () => {
  it.each([
    ['2026-10-20T00:00:00.000Z', '2026-10-20T05:30'],
    ['2026-12-31T18:29:00.000Z', '2026-12-31T23:59'],
    ['2026-12-31T18:30:00.000Z', '2027-01-01T00:00'],
    ['2027-03-28T01:00:00.000Z', '2027-03-28T06:30'],
  ])('shows %s as %s, and reads it back', (instant, local) => {
    expect(toIndiaDateTimeLocal(instant)).toBe(local);
    expect(fromIndiaDateTimeLocal(local)).toBe(instant);
  });

  it('reads an empty field as no limit, and shows none as empty', () => {
    expect(fromIndiaDateTimeLocal('')).toBeNull();
    expect(toIndiaDateTimeLocal(null)).toBe('');
  });

  it('reads a value that is no date and time as no limit', () => {
    expect(fromIndiaDateTimeLocal('2026-10-20')).toBeNull();
    expect(fromIndiaDateTimeLocal('2026-13-45T25:00')).toBeNull();
  });
});
