import {
  dialCodeOf,
  isCountryCode,
  maskPhone,
  parsePhone,
  supportedCountries,
} from './phone-number';

describe('parsePhone', () => {
  it.each([
    ['98765 43210', 'IN', '+919876543210'],
    ['+91 98765-43210', undefined, '+919876543210'],
    ['09876543210', 'IN', '+919876543210'],
    ['050 123 4567', 'AE', '+971501234567'],
    ['+1 415 555 2671', 'IN', '+14155552671'],
  ] as const)('reads %p (country %p) as %p', (input, country, e164) => {
    expect(parsePhone(input, country)?.e164).toBe(e164);
  });

  it.each([
    ['12345', 'IN'],
    ['98765 4321', 'IN'],
    ['abcdefghij', 'IN'],
    ['', 'IN'],
    ['98765 43210', undefined],
  ] as const)('rejects %p (country %p)', (input, country) => {
    expect(parsePhone(input, country)).toBeNull();
  });

  it('formats the number for showing back', () => {
    expect(parsePhone('9876543210', 'IN')).toEqual({
      e164: '+919876543210',
      country: 'IN',
      international: '+91 98765 43210',
    });
  });
});

describe('countries', () => {
  it('knows about 240 countries with dial codes, India among them', () => {
    const countries = supportedCountries();
    expect(countries.length).toBeGreaterThan(230);
    expect(countries).toContain('IN');
    expect(dialCodeOf('IN')).toBe('+91');
    expect(dialCodeOf('AE')).toBe('+971');
    expect(isCountryCode('IN')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
});

describe('maskPhone', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91******3210');
    expect(maskPhone('+1234')).toBe('****');
  });
});
