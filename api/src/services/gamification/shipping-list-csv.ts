import type { OpsGift } from '@yoga/shared/models';
import { stringify } from 'csv-stringify/sync';
import { parsePhoneNumberWithError } from 'libphonenumber-js';

/** The columns the courier's sheet has, in order. */
const COLUMNS = [
  'gift_id',
  'member',
  'gift',
  'recipient',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'pincode',
  'country',
  'claimed_at',
] as const;

/**
 * The number as the courier dials it within the address's country ("098765 43210"): a leading
 * "+" is a formula to a spreadsheet, which the list would otherwise have to deface with a quote.
 */
function dialled(phone: string): string {
  try {
    return parsePhoneNumberWithError(phone).formatNational();
  } catch {
    return phone.replace(/^\+/, '00');
  }
}

/**
 * The shipping list as a spreadsheet reads it: UTF-8 with a byte-order mark (so Hindi names show
 * in Excel), one row per gift. Any other cell starting like a formula is quoted, so a name such
 * as "=HYPERLINK(…)" stays text (`escape_formulas`).
 */
export function shippingListCsv(gifts: readonly OpsGift[]): string {
  const rows = gifts.map((gift) => {
    const address = gift.address;
    return {
      gift_id: gift.id,
      member: gift.member.name,
      gift: gift.gift_name,
      recipient: address?.recipient ?? '',
      phone: address ? dialled(address.phone_number) : '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      pincode: address?.pincode ?? '',
      country: address?.country_code ?? '',
      claimed_at: gift.claimed_at ?? '',
    };
  });
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...COLUMNS],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
