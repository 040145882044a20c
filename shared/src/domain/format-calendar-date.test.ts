import { formatCalendarDate, parseCalendarDate } from './format-calendar-date';

describe('parseCalendarDate', () => {
  it('holds the day at UTC midnight', () => {
    expect(parseCalendarDate('2026-11-18')?.toISOString()).toBe('2026-11-18T00:00:00.000Z');
  });

  it('accepts a leap day', () => {
    expect(parseCalendarDate('2028-02-29')).not.toBeNull();
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', '18-11-2026', '', 'soon'])(
    'rejects %p',
    (value) => {
      expect(parseCalendarDate(value)).toBeNull();
    },
  );
});

describe('formatCalendarDate', () => {
  it('formats a day for Indian readers with the weekday', () => {
    expect(formatCalendarDate('2026-11-18')).toBe('Wed, 18 Nov 2026');
  });

  it('does not shift the day for readers west of UTC', () => {
    const original = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatCalendarDate('2026-01-01')).toBe('Thu, 1 Jan 2026');
    } finally {
      process.env.TZ = original;
    }
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatCalendarDate('2026-02-31')).toBe('');
  });
});

describe('formatCalendarDate in Hindi', () => {
  it('names the day and month in Hindi and keeps the digits', () => {
    expect(formatCalendarDate('2026-11-18', 'hi-IN')).toBe('बुध, 18 नव॰ 2026');
  });
});
