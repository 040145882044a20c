import { HttpError } from '../http/errors';
import { PlainText } from '../http/schemas';
import { Type } from 'typebox';

/**
 * The fields of a postal address, in India or abroad, shared by a member's address book (user)
 * and a gift's delivery address (gamification).
 */
export const AddressFields = {
  line1: PlainText({ minLength: 3, maxLength: 120 }),
  line2: PlainText({ maxLength: 120, default: '' }),
  city: PlainText({ minLength: 2, maxLength: 60 }),
  state: PlainText({ minLength: 2, maxLength: 60 }),
  pincode: Type.String({ pattern: '^[A-Za-z0-9 -]{3,10}$' }),
  country_code: Type.String({ pattern: '^[A-Z]{2}$', default: 'IN' }),
};

const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;

/** An Indian address needs a real PIN code; other countries' postcodes vary too much to check. */
export function assertPincode(address: { country_code: string; pincode: string }): void {
  if (address.country_code === 'IN' && !INDIAN_PINCODE.test(address.pincode)) {
    throw new HttpError(
      400,
      'pincode_invalid',
      'An Indian PIN code has 6 digits and does not start with 0.',
      { field: 'pincode' },
    );
  }
}
