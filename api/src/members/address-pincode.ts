import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { addressFormat, postalCodeProblem, type AddressFormat } from './address-formats';
import { indiaStateNamed } from './india-states';
import { pinCodesReady, pinDistricts } from './pin-codes';

const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;

/** An Indian address needs a real PIN code; other countries' postcodes vary too much to check. */
export function assertPincode(address: { country_code: string; pincode: string }): void {
  if (address.country_code === 'IN' && !INDIAN_PINCODE.test(address.pincode.trim())) {
    throw new HttpError(
      400,
      'pincode_invalid',
      'An Indian PIN code has 6 digits and does not start with 0.',
      { field: 'pincode' },
    );
  }
}

export interface PostalAddress {
  country_code: string;
  pincode: string;
  city: string;
  state: string;
}

/** In general words: the form shows the country's own (post town, emirate, prefecture...). */
const NEEDED = {
  city: 'An address in this country needs its town or city.',
  state: 'An address in this country needs its state, province or region.',
} as const;

/**
 * The town and state an address's country needs (India both), at least 2 characters each. Where
 * the country's addresses have no such line (Singapore has neither), it may stay empty.
 */
function assertNeededPlaces(format: AddressFormat, address: PostalAddress): void {
  for (const field of ['city', 'state'] as const) {
    const needed = format.fields.some((rule) => rule.field === field && rule.required);
    if (needed && address[field].trim().length < 2) {
      throw new HttpError(400, 'invalid_input', NEEDED[field], { field });
    }
  }
}

/**
 * An address against its country (decision 0041): the town and state its format needs, and its
 * postal code: in India a PIN of India Post's directory, in the state the member wrote (once the
 * directory is loaded; before that, its form alone); elsewhere the country's format from Google's
 * address metadata.
 */
export async function assertPostalAddress(db: Queryable, address: PostalAddress): Promise<void> {
  const format = addressFormat(address.country_code);
  if (!format) {
    throw new HttpError(400, 'invalid_input', 'We do not know that country.', {
      field: 'country_code',
    });
  }
  assertNeededPlaces(format, address);
  if (address.country_code !== 'IN') {
    const problem = postalCodeProblem(format, address.pincode);
    if (problem) throw new HttpError(400, 'postal_code_invalid', problem, { field: 'pincode' });
    return;
  }
  assertPincode(address);
  if (!(await pinCodesReady(db))) return;
  const places = await pinDistricts(db, Number(address.pincode.trim()));
  if (places.length === 0) {
    throw new HttpError(
      400,
      'pincode_unknown',
      'India Post has no PIN code like that. Please check it.',
      { field: 'pincode' },
    );
  }
  const state = indiaStateNamed(address.state);
  if (!places.some((place) => place.state.value === state?.value)) {
    const states = [...new Set(places.map((place) => place.state.label))].join(' or ');
    throw new HttpError(
      400,
      'pincode_state_mismatch',
      `PIN code ${address.pincode.trim()} is in ${states}. Please check the state or the PIN code.`,
      { field: 'state' },
    );
  }
}
