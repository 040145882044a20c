import { clockWithZone, dayOf } from './guess-times';

describe('clockWithZone', () => {
  it('says IST in India in English and भारतीय समय in Hindi, never the zone id', () => {
    expect(clockWithZone('en', 'Asia/Kolkata', '2026-11-28T01:00:00Z')).toBe('06:30 IST');
    expect(clockWithZone('hi', 'Asia/Calcutta', '2026-11-28T01:00:00Z')).toBe('06:30 भारतीय समय');
  });

  it("names a member's own zone abroad in words", () => {
    expect(clockWithZone('en', 'Asia/Dubai', '2026-11-28T01:00:00Z')).toBe(
      '05:00 Gulf Standard Time',
    );
    expect(clockWithZone('hi', 'Asia/Dubai', '2026-11-28T01:00:00Z')).toBe('05:00 खाड़ी मानक समय');
  });
});

describe('dayOf', () => {
  const now = new Date('2026-11-27T12:00:00+05:30');

  it('is today or tomorrow on the member’s calendar, else the date', () => {
    expect(dayOf('2026-11-27T23:59:00+05:30', now, 'Asia/Kolkata')).toEqual({ kind: 'today' });
    expect(dayOf('2026-11-28T00:00:00+05:30', now, 'Asia/Kolkata')).toEqual({ kind: 'tomorrow' });
    expect(dayOf('2026-11-29T00:00:00+05:30', now, 'Asia/Kolkata')).toEqual({
      kind: 'date',
      date: '2026-11-29',
    });
  });

  it("judges on the member's zone, not India's", () => {
    // 00:00 IST on the 28th is still the 27th in London.
    expect(dayOf('2026-11-28T00:00:00+05:30', now, 'Europe/London')).toEqual({ kind: 'today' });
  });
});
