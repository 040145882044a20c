import type { CountryCode } from 'libphonenumber-js/min';
import { COUNTRIES_BY_DIAL_CODE } from './phone-countries-table';

export type { CountryCode };

export const PHONE_MESSAGE = 'Please enter a valid mobile number for the country you picked.';

/** Country -> "+91": libphonenumber-js's list, without its metadata (phone-countries-table.ts). */
const DIAL_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries(COUNTRIES_BY_DIAL_CODE).flatMap(([dialCode, countries]) =>
    countries.split(' ').map((country) => [country, `+${dialCode}`] as const),
  ),
);

export function isCountryCode(value: string): value is CountryCode {
  return DIAL_CODES.has(value);
}

export function dialCodeOf(country: CountryCode): string {
  const dialCode = DIAL_CODES.get(country);
  if (!dialCode) throw new Error(`Unknown country ${country}`);
  return dialCode;
}

/** Every country a phone number may be from (about 240), in the library's order. */
export function supportedCountries(): CountryCode[] {
  return [...DIAL_CODES.keys()].sort() as CountryCode[];
}
