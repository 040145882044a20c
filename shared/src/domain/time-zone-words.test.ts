import { timeZoneWords } from './time-zone-words';

describe('a time zone in words, never its id', () => {
  it.each([
    ['Asia/Kolkata', 'en', 'IST'],
    ['Asia/Calcutta', 'en', 'IST'],
    ['Asia/Kolkata', 'hi', 'भारतीय समय'],
    ['Asia/Calcutta', 'hi', 'भारतीय समय'],
    ['Asia/Dubai', 'en', 'Gulf Standard Time'],
    ['Asia/Dubai', 'hi', 'खाड़ी मानक समय'],
    ['Europe/London', 'en', 'United Kingdom Time'],
    ['Europe/London', 'hi', 'यूनाइटेड किंगडम समय'],
    ['America/Los_Angeles', 'en', 'Pacific Time'],
    ['Asia/Kathmandu', 'hi', 'नेपाल समय'],
  ] as const)('%s in %s reads %s', (zone, language, words) => {
    expect(timeZoneWords(zone, language)).toBe(words);
  });

  it.each(['en', 'hi'] as const)('names no zone id (Area/City) in %s', (language) => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      expect(timeZoneWords(zone, language)).not.toMatch(/[A-Za-z]+\/[A-Za-z_]+/);
    }
  });

  it('names an unknown zone by the device’s own rather than failing', () => {
    expect(timeZoneWords('Mars/Olympus_Mons', 'en')).not.toBe('');
    expect(timeZoneWords('Mars/Olympus_Mons', 'en')).not.toContain('Mars');
  });
});
