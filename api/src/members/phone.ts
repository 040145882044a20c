import { PHONE_MESSAGE, phoneDetails, type ParsedPhone } from '@yoga/shared/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { HttpError } from '../http/errors';

/**
 * The server's phone check. The browser keeps the small metadata of `@yoga/shared`, which only
 * knows each country's number lengths (so "+915555555555" passes there); before a code is texted
 * the full metadata checks the numbering plan and that the number can be a mobile.
 */
export function parseMobilePhone(input: string): ParsedPhone | null {
  const parsed = parsePhoneNumberFromString(input.trim());
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  // Some plans (US, Canada) do not tell mobiles from landlines by number.
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return phoneDetails(parsed);
}

/** An E.164 mobile number, or a 400 naming `phone_number` with the message the form shows. */
export function requireValidPhone(phone: string): ParsedPhone {
  const parsed = parseMobilePhone(phone);
  if (!parsed) {
    throw new HttpError(400, 'phone_invalid', PHONE_MESSAGE, { field: 'phone_number' });
  }
  return parsed;
}
