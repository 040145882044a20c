import { Type } from 'typebox';
import { PlainText } from './schema-parts';

/**
 * The fields of a postal address, in India or abroad, shared by a member's address book and a
 * gift's delivery address. The API checks the town, state and postal code against the country
 * (decision 0041).
 */
export const AddressFields = {
  line1: PlainText({ minLength: 3, maxLength: 120 }),
  line2: PlainText({ maxLength: 120, default: '' }),
  /**
   * Empty where the country's addresses have no town (Singapore) or no state (Germany); the API
   * asks for each where the country's format needs it.
   */
  city: PlainText({ maxLength: 60, default: '' }),
  state: PlainText({ maxLength: 60, default: '' }),
  /** Empty where the country has no postal codes (the UAE); the API checks it per country. */
  pincode: Type.String({ pattern: '^(?:[A-Za-z0-9 -]{3,10})?$', maxLength: 10 }),
  country_code: Type.String({ pattern: '^[A-Z]{2}$', default: 'IN' }),
};

/** A saved address of a member's (user service, `member/addresses/{phone}` and the others). */
export const SavedAddressBody = Type.Object(
  {
    id: Type.Integer(),
    phone_number: Type.String(),
    ...AddressFields,
    created_at: Type.String(),
  },
  { $id: 'Address' },
);

export const SavedAddressListBody = Type.Object({
  result: Type.Array(SavedAddressBody, { description: 'The selected address first, then newest' }),
});
