import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { dialCodeOf, isCountryCode, supportedCountries } from './phone-countries';

describe('the countries a phone number may be from', () => {
  it("are exactly libphonenumber-js's, each with its dialling code (else run scripts/write-phone-countries.js)", () => {
    expect(supportedCountries()).toEqual([...getCountries()].sort());
    for (const country of getCountries()) {
      expect(dialCodeOf(country)).toBe(`+${getCountryCallingCode(country)}`);
    }
  });

  it('knows India, the United States and the Emirates by their codes', () => {
    expect(dialCodeOf('IN')).toBe('+91');
    expect(dialCodeOf('US')).toBe('+1');
    expect(dialCodeOf('AE')).toBe('+971');
  });

  it('tells a country code from anything else', () => {
    expect(isCountryCode('IN')).toBe(true);
    expect(isCountryCode('in')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });
});
