import { HttpError } from '../http/errors';

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
