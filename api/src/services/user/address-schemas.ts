import { Type, type Static } from 'typebox';
import { PlainText } from '../../http/schemas';
import { PhoneField } from '../../members/member-schemas';

const AddressFields = {
  line1: PlainText({ minLength: 3, maxLength: 120 }),
  line2: PlainText({ maxLength: 120, default: '' }),
  city: PlainText({ minLength: 2, maxLength: 60 }),
  state: PlainText({ minLength: 2, maxLength: 60 }),
  pincode: Type.String({ pattern: '^[A-Za-z0-9 -]{3,10}$' }),
  country_code: Type.String({ pattern: '^[A-Z]{2}$', default: 'IN' }),
};

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
