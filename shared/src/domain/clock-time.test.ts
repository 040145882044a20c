import { clockTimeFormat } from './clock-time';

describe('times of day on the member’s clock', () => {
  const start = new Date('2026-11-23T01:00:00Z');

  it.each([
    ['Asia/Kolkata', 'en-IN', '06:30'],
    ['Asia/Dubai', 'en-IN', '05:00'],
    ['America/Los_Angeles', 'en-IN', '17:00'],
    ['Asia/Kolkata', 'hi-IN', '06:30'],
  ])('shows India’s 06:30 in %s (%s) as %s, on a 24-hour clock', (zone, locale, shown) => {
    expect(clockTimeFormat(locale, zone).format(start)).toBe(shown);
  });

  it('makes one formatter per locale and zone', () => {
    expect(clockTimeFormat('en-IN', 'Asia/Kolkata')).toBe(clockTimeFormat('en-IN', 'Asia/Kolkata'));
    expect(clockTimeFormat('en-IN', 'Asia/Kolkata')).not.toBe(
      clockTimeFormat('hi-IN', 'Asia/Kolkata'),
    );
  });
});
