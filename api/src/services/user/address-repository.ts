import type { Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import type { AddressChange, AddressRow, NewAddress } from './address-schemas';

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

/** The selected address first (the one gifts go to: chosen, else the newest), then newest. */
const SELECTED_FIRST = 'ORDER BY selected_at DESC, id DESC';

/** A phone's addresses, the selected one first. */
export function listAddresses(db: Queryable, phone: string): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE phone_number = $1 ${SELECTED_FIRST}`,
    [phone],
  );
}

/** The address a phone's gifts go to, if it has one. */
export async function selectedAddress(db: Queryable, phone: string): Promise<AddressRow | null> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE phone_number = $1 ${SELECTED_FIRST} LIMIT 1`,
    [phone],
  );
  return row ?? null;
}

export async function listAddressIds(db: Queryable, leadId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM addresses WHERE lead_id = $1 ${SELECTED_FIRST}`,
    [leadId],
  );
  return rows.map((row) => row.id);
}

export async function findAddress(db: Queryable, id: number): Promise<AddressRow | null> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** Whose an address is; null when there is no such address. */
export async function addressOwner(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.query<{ lead_id: number }>('SELECT lead_id FROM addresses WHERE id = $1', [
    id,
  ]);
  return row?.lead_id ?? null;
}

/** Replaces an address's fields and, when asked, makes it the selected one. */
export async function changeAddress(
  db: Queryable,
  id: number,
  change: AddressChange,
): Promise<AddressRow | null> {
  const [row] = await db.query<AddressRow>(
    `UPDATE addresses SET line1 = $2, line2 = $3, city = $4, state = $5, pincode = $6,
       country_code = $7, updated_at = now(),
       selected_at = CASE WHEN $8 THEN now() ELSE selected_at END
     WHERE id = $1
     RETURNING ${ADDRESS_COLUMNS}`,
    [
      id,
      change.line1.trim(),
      change.line2.trim(),
      change.city.trim(),
      change.state.trim(),
      change.pincode.trim(),
      change.country_code,
      change.selected === true,
    ],
  );
  return row ?? null;
}
