import { Type } from 'typebox';
import { PlainText } from './schema-parts';

/**
 * The fields of a postal address, in India or abroad, shared by a member's address book and a
 * gift's delivery address. An Indian PIN code's stricter rule is checked by the API.
 */
export const AddressFields = {
  line1: PlainText({ minLength: 3, maxLength: 120 }),
  line2: PlainText({ maxLength: 120, default: '' }),
  city: PlainText({ minLength: 2, maxLength: 60 }),
  state: PlainText({ minLength: 2, maxLength: 60 }),
  pincode: Type.String({ pattern: '^[A-Za-z0-9 -]{3,10}$' }),
  country_code: Type.String({ pattern: '^[A-Z]{2}$', default: 'IN' }),
};
