import { campaignPhase, campaignToShow, indiaDayFrom } from './campaign-days';

const DIWALI = { starts_on: '2026-11-01', ends_on: '2026-11-10' };

describe('campaignPhase', () => {
  it.each([
    // 18:29:59 UTC on 31 Oct is 23:59:59 in India: still the day before.
    ['2026-10-31T18:29:59Z', 'upcoming'],
    // 18:30 UTC is midnight in India: the first day has begun.
    ['2026-10-31T18:30:00Z', 'running'],
    ['2026-11-05T06:00:00Z', 'running'],
    // The last day is included, to its last second in India.
    ['2026-11-10T18:29:59Z', 'running'],
    ['2026-11-10T18:30:00Z', 'ended'],
  ])('at %s a campaign of 1-10 Nov (India days) is %s', (at, phase) => {
    expect(campaignPhase(DIWALI, new Date(at))).toBe(phase);
  });

  it('runs a one-day campaign for the whole of that day in India', () => {
    const day = { starts_on: '2026-09-07', ends_on: '2026-09-07' };
    expect(campaignPhase(day, new Date('2026-09-06T18:29:59Z'))).toBe('upcoming');
    expect(campaignPhase(day, new Date('2026-09-06T18:30:00Z'))).toBe('running');
    expect(campaignPhase(day, new Date('2026-09-07T18:29:59Z'))).toBe('running');
    expect(campaignPhase(day, new Date('2026-09-07T18:30:00Z'))).toBe('ended');
  });

  it('runs over the new year', () => {
    const winter = { starts_on: '2026-12-25', ends_on: '2027-01-05' };
    expect(campaignPhase(winter, new Date('2026-12-31T18:30:00Z'))).toBe('running');
  });
});

describe('campaignToShow', () => {
  const now = new Date('2026-11-05T06:00:00Z');
  const running = { event: 'diwali-2026', ...DIWALI };
  const laterRunning = { event: 'bhai-dooj', starts_on: '2026-11-03', ends_on: '2026-11-06' };
  const next = { event: 'new-year', starts_on: '2026-12-25', ends_on: '2027-01-05' };
  const afterNext = { event: 'holi', starts_on: '2027-03-01', ends_on: '2027-03-05' };
  const old = { event: 'diwali-2025', starts_on: '2025-10-15', ends_on: '2025-10-25' };
  const older = { event: 'diwali-2024', starts_on: '2024-10-28', ends_on: '2024-11-03' };

  it('shows the running one that started last', () => {
    expect(campaignToShow([old, running, next, laterRunning], now)).toBe(laterRunning);
  });

  it('shows the next to come when none runs', () => {
    expect(campaignToShow([old, afterNext, next], now)).toBe(next);
  });

  it('shows the last to end when none runs or is to come', () => {
    expect(campaignToShow([older, old], now)).toBe(old);
  });

  it('shows nothing for an occasion that has had none', () => {
    expect(campaignToShow([], now)).toBeNull();
  });
});

describe('indiaDayFrom', () => {
  it("counts from India's day, not UTC's", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(indiaDayFrom(new Date('2026-12-31T20:00:00Z'), 0)).toBe('2027-01-01');
    expect(indiaDayFrom(new Date('2026-12-31T20:00:00Z'), -1)).toBe('2026-12-31');
    expect(indiaDayFrom(new Date('2026-02-27T10:00:00Z'), 2)).toBe('2026-03-01');
  });
});
