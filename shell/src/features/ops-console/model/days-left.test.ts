import { daysLeft } from './days-left';

describe('daysLeft', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it.each([
    ['2027-02-26T10:00:00Z', 90],
    ['2026-11-29T09:59:59Z', 0],
    ['2026-11-29T10:00:00Z', 1],
    ['2026-11-28T10:00:00Z', 0],
    ['2026-11-28T09:59:59Z', -1],
    ['2026-10-01T00:00:00Z', -1],
  ])('counts %s as %i days left', (deadline, days) => {
    expect(daysLeft(deadline, now)).toBe(days);
  });
});
