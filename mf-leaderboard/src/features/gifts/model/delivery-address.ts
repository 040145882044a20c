import type { DeliveryAddress } from '@yoga/shared';

export type AddressField = keyof DeliveryAddress;
export type AddressProblem = 'required' | 'pincode' | 'phone';

/** Fields a parcel cannot go without; line 2 is optional. */
const REQUIRED: readonly AddressField[] = [
  'recipient',
  'phone_number',
  'line1',
  'city',
  'state',
  'pincode',
  'country_code',
];

/** India's PIN code: six digits, not starting with 0 (the server checks the same). */
const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;
/** A phone a courier can call: digits, with an optional leading + and spaces or dashes between. */
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const INDIA = 'IN';

/** The member's saved address, or an empty one, addressed to the member. */
export function startingAddress(
  member: { name: string; phone_number: string; country_code: string },
  saved?: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    pincode: string;
    country_code: string;
  },
): DeliveryAddress {
  return {
    recipient: member.name,
    phone_number: member.phone_number,
    line1: saved?.line1 ?? '',
    line2: saved?.line2 ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    pincode: saved?.pincode ?? '',
    country_code: saved?.country_code ?? member.country_code,
  };
}

/** The address as sent: every field trimmed, the PIN code without spaces, the country in capitals. */
export function tidyAddress(address: DeliveryAddress): DeliveryAddress {
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value.trim()]),
  ) as unknown as DeliveryAddress;
  const country = trimmed.country_code.toUpperCase();
  return {
    ...trimmed,
    pincode: country === INDIA ? trimmed.pincode.replace(/\s+/g, '') : trimmed.pincode,
    country_code: country,
  };
}

/** What is wrong with each field of a tidied address, before it goes to the server. */
export function addressProblems(
  address: DeliveryAddress,
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of REQUIRED) {
    if (address[field] === '') problems[field] = 'required';
  }
  if (!problems.pincode && address.country_code === INDIA && !INDIAN_PINCODE.test(address.pincode))
    problems.pincode = 'pincode';
  if (!problems.phone_number && !PHONE.test(address.phone_number)) problems.phone_number = 'phone';
  return problems;
}
