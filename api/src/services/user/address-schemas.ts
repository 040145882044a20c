import { AddressFields } from '@yoga/shared/schemas';
import { Type, type Static } from 'typebox';
import { PhoneField } from '../../members/member-schemas';

/** What a member sends to add an address. */
export const NewAddressBody = Type.Object(AddressFields, { additionalProperties: false });

export type NewAddress = Static<typeof NewAddressBody>;

export const AddressBody = Type.Object(
  { id: Type.Integer(), phone_number: Type.String(), ...AddressFields, created_at: Type.String() },
  { $id: 'Address' },
);

export type AddressRow = Static<typeof AddressBody>;

export const AddressListBody = Type.Object({ result: Type.Array(AddressBody) });

/** Addresses are named by the member's phone. */
export const AddressPhoneParams = Type.Object({ phone: PhoneField });
