import type { DeliveryAddress } from '@yoga/shared';
import {
  postalAddressOf,
  postalProblems,
  tidyPostalAddress,
  type AddressRule,
  type PostalAddress,
  type PostalProblem,
} from '@yoga/shared/ui-extra';

export type AddressField = keyof DeliveryAddress;
/** The postal fields' problems (the kit's), and the courier's name and phone. */
export type AddressProblem = PostalProblem | 'phone';

/** A phone a courier can call: digits, with an optional leading + and spaces or dashes between. */
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** The member's saved address, or an empty one, addressed to the member. */
export function startingAddress(
  member: { name: string; phone_number: string; country_code: string },
  saved?: Parameters<typeof postalAddressOf>[1],
): DeliveryAddress {
  return {
    recipient: member.name,
    phone_number: member.phone_number,
    ...postalAddressOf(member.country_code, saved),
  };
}

/** The address as sent: the kit's tidying of the postal fields, the name and phone trimmed. */
export const tidyAddress = (address: DeliveryAddress): DeliveryAddress =>
  tidyPostalAddress(address);

/** What is wrong with each field of a tidied address, before it goes to the server. */
export function addressProblems(
  address: DeliveryAddress,
  addressRule: AddressRule | null = null,
): Partial<Record<AddressField, AddressProblem>> {
  const postal: PostalAddress = address;
  const problems: Partial<Record<AddressField, AddressProblem>> = postalProblems(
    postal,
    addressRule,
  );
  if (address.recipient === '') problems.recipient = 'required';
  if (address.phone_number === '') problems.phone_number = 'required';
  else if (!PHONE.test(address.phone_number)) problems.phone_number = 'phone';
  return problems;
}
