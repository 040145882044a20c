import type { AddressFormat } from '@yoga/shared/models';

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

/** The lines of an address that some countries have and others do not. */
export type PlaceField = 'city' | 'state' | 'pincode';

export const PLACE_FIELDS: readonly PlaceField[] = ['city', 'state', 'pincode'];

export const INDIA = 'IN';

/** Fields no address goes without; line 2 is optional, the town, state and postcode per country. */
const REQUIRED: readonly PostalField[] = ['line1', 'country_code'];

/**
 * A country's address rule as its format says (`member/address-format/{country}`): which of the
 * town, state and postcode its addresses have and which they need, the pattern a whole postcode
 * matches, and an example to show.
 */
export interface AddressRule {
  uses: readonly PlaceField[];
  needs: readonly PlaceField[];
  pattern: string | null;
  example: string | null;
}

/** India's addresses need all three; its PIN code is checked apart, worded as a PIN code. */
const INDIA_RULE: AddressRule = {
  uses: PLACE_FIELDS,
  needs: PLACE_FIELDS,
  pattern: null,
  example: null,
};

/** Until a country's format is read: a town and a state, as India's; the postcode the server's. */
const UNREAD_RULE: AddressRule = {
  uses: PLACE_FIELDS,
  needs: ['city', 'state'],
  pattern: null,
  example: null,
};

/** A country's address rule from its format. */
export function addressRuleOf(format: AddressFormat): AddressRule {
  const ruleOf = (field: PlaceField) => format.fields.find((rule) => rule.field === field);
  return {
    uses: PLACE_FIELDS.filter((field) => ruleOf(field)),
    needs: PLACE_FIELDS.filter((field) => ruleOf(field)?.required),
    pattern: format.postal_code?.pattern ?? null,
    example: format.postal_code?.examples[0] ?? null,
  };
}

/** The rule an address in a country is held to: India's, else the country's once read. */
export const addressRuleFor = (country: string, read: AddressRule | null): AddressRule =>
  country === INDIA ? INDIA_RULE : (read ?? UNREAD_RULE);

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
 * What is wrong with each field of a tidied address, before it goes to the server. India's rules
 * are known here; abroad, the country's rule once read (the server checks it either way).
 */
export function postalProblems(
  address: PostalAddress,
  read: AddressRule | null = null,
): Partial<Record<PostalField, PostalProblem>> {
  const problems: Partial<Record<PostalField, PostalProblem>> = {};
  const rule = addressRuleFor(address.country_code, read);
  for (const field of [...REQUIRED, ...rule.needs]) {
    if (address[field] === '') problems[field] = 'required';
  }
  if (address.pincode === '') return problems;
  if (address.country_code === INDIA) {
    if (!INDIAN_PINCODE.test(address.pincode)) problems.pincode = 'pincode';
  } else if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`, 'i').test(address.pincode)) {
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
