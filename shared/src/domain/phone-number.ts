import {
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';

export {
  PHONE_MESSAGE,
  dialCodeOf,
  isCountryCode,
  supportedCountries,
  type CountryCode,
} from './phone-countries';

export interface ParsedPhone {
  /** E.164, the one form phones are stored and compared in: "+919876543210". */
  e164: string;
  country: CountryCode | undefined;
  /** For showing back to the member: "+91 98765 43210". */
  international: string;
}

/**
 * Reads a phone number as typed ("98765 43210" with India picked, or "+91 98765-43210") and
 * accepts it if it has a valid length for its country. This module ships to the browser, so it
 * keeps the small metadata for instant form feedback; the API checks numbers in full.
 */
export function parsePhone(input: string, defaultCountry?: CountryCode): ParsedPhone | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return phoneDetails(parsed);
}

/** The forms of a number the site keeps and shows, whichever metadata checked it. */
export function phoneDetails(phone: PhoneNumber): ParsedPhone {
  return {
    e164: phone.number,
    country: phone.country,
    international: phone.formatInternational(),
  };
}

/** Masks a number for logs and screens that must not show it whole: "+91******3210". */
export function maskPhone(e164: string): string {
  return e164.length <= 7
    ? '****'
    : `${e164.slice(0, 3)}${'*'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}
