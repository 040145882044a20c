import type { Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import type { AddressRow, NewAddress } from './address-schemas';

const ADDRESS_COLUMNS = `id, phone_number, line1, line2, city, state, pincode, country_code,
  ${utcInstant('created_at', 'millis')} AS created_at`;

/** Adds an address to a lead's list; null when the lead no longer exists. */
export async function insertAddress(
  db: Queryable,
  owner: { leadId: number; phone: string },
  address: NewAddress,
): Promise<AddressRow | null> {
  const [row] = await db.query<AddressRow>(
    `INSERT INTO addresses (lead_id, phone_number, line1, line2, city, state, pincode, country_code)
     SELECT id, $2, $3, $4, $5, $6, $7, $8 FROM leads WHERE id = $1
     RETURNING ${ADDRESS_COLUMNS}`,
    [
      owner.leadId,
      owner.phone,
      address.line1.trim(),
      address.line2.trim(),
      address.city.trim(),
      address.state.trim(),
      address.pincode.trim(),
      address.country_code,
    ],
  );
  return row ?? null;
}

/** A phone's addresses, newest (the one in use) first. */
export function listAddresses(db: Queryable, phone: string): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE phone_number = $1 ORDER BY created_at DESC, id DESC`,
    [phone],
  );
}
