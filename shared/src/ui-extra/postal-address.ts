/**
 * A postal address in India or abroad, as a member types it (their address book, a gift's
 * delivery), checked in the browser as the server checks it.
 */
export interface PostalAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
  country_code: string;
}

export type PostalField = keyof PostalAddress;
export type PostalProblem = 'required' | 'pincode' | 'postcode';

export const INDIA = 'IN';

/** Fields an address cannot go without; line 2 is optional, a postcode depends on the country. */
const REQUIRED: readonly PostalField[] = ['line1', 'city', 'state', 'country_code'];

/**
 * A country's postcodes as its address format says (`member/address-format/{country}`): whether
 * an address needs one, the pattern a whole code matches, and an example to show.
 */
export interface PostcodeRule {
  required: boolean;
  pattern: string | null;
  example: string | null;
}

/** India's PIN code: six digits, not starting with 0 (the server checks the same). */
const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;

/** A saved address as the form starts from, or an empty one in the member's country. */
export function postalAddressOf(
  country: string,
  saved?: Omit<PostalAddress, 'line2'> & { line2: string | null },
): PostalAddress {
  return {
    line1: saved?.line1 ?? '',
    line2: saved?.line2 ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    pincode: saved?.pincode ?? '',
    country_code: saved?.country_code ?? country,
  };
}

/** The address as sent: every field trimmed, an Indian PIN code without spaces, the country in capitals. */
export function tidyPostalAddress<T extends PostalAddress>(address: T): T {
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;
  const country = trimmed.country_code.toUpperCase();
  return {
    ...trimmed,
    pincode: country === INDIA ? trimmed.pincode.replace(/\s+/g, '') : trimmed.pincode,
    country_code: country,
  };
}

/**
 * What is wrong with each field of a tidied address, before it goes to the server. India's PIN
 * rule is known here; abroad, the country's rule once read (the server checks it either way).
 */
export function postalProblems(
  address: PostalAddress,
  rule: PostcodeRule | null = null,
): Partial<Record<PostalField, PostalProblem>> {
  const problems: Partial<Record<PostalField, PostalProblem>> = {};
  for (const field of REQUIRED) {
    if (address[field] === '') problems[field] = 'required';
  }
  const india = address.country_code === INDIA;
  if (address.pincode === '') {
    if (india || rule?.required) problems.pincode = 'required';
  } else if (india) {
    if (!INDIAN_PINCODE.test(address.pincode)) problems.pincode = 'pincode';
  } else if (rule?.pattern && !new RegExp(`^(?:${rule.pattern})$`, 'i').test(address.pincode)) {
    problems.pincode = 'postcode';
  }
  return problems;
}

/** An address on one line, as on a parcel's label (the country left to the reader's context). */
export const postalAddressLine = (
  address: Omit<PostalAddress, 'line2'> & { line2: string | null },
) =>
  [address.line1, address.line2, address.city, address.state, address.pincode]
    .filter(Boolean)
    .join(', ');
