import { dialCodeOf, supportedCountries, type CountryCode } from '@yoga/shared';

/** Spec section 3: a country entry has name, code, dialCode and flag. */
export interface CountryOption {
  name: string;
  code: CountryCode;
  dialCode: string;
  flag: string;
}

/** The flag emoji of a country: its two letters as regional-indicator symbols. */
export function flagOf(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)),
  );
}

/**
 * Every country libphonenumber-js knows (about 240), named by the browser's own Intl data, India
 * first and the rest alphabetical. Nothing here is typed by hand.
 */
export function countryOptions(locale = 'en'): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const options = supportedCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    dialCode: dialCodeOf(code),
    flag: flagOf(code),
  }));
  const india = options.filter((option) => option.code === 'IN');
  const rest = options
    .filter((option) => option.code !== 'IN')
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...india, ...rest];
}
