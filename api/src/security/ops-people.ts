import type { OpsRole } from '@yoga/shared/domain';
import type { OpsPerson } from '@yoga/shared/schemas';
import type { Database, Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';

/**
 * Ops people (migration 029): who may sign in to the ops console, and with which roles. Every
 * change is kept in `ops_people_events` with who made it, why, and the person before and after,
 * in the change's own transaction.
 */

const COLUMNS = `id, phone_number, name, roles,
  ${utcInstant('created_at', 'millis')} AS created_at,
  ${utcInstant('updated_at', 'millis')} AS updated_at`;

async function findOpsPerson(
  db: Queryable,
  column: 'id' | 'phone_number',
  value: number | string,
): Promise<OpsPerson | null> {
  const [person] = await db.query<OpsPerson>(
    `SELECT ${COLUMNS} FROM ops_people WHERE ${column} = $1`,
    [value],
  );
  return person ?? null;
}

export const findOpsPersonById = (db: Queryable, id: number) => findOpsPerson(db, 'id', id);

export const findOpsPersonByPhone = (db: Queryable, phone: string) =>
  findOpsPerson(db, 'phone_number', phone);

export async function listOpsPeople(db: Queryable): Promise<OpsPerson[]> {
  return db.query<OpsPerson>(`SELECT ${COLUMNS} FROM ops_people ORDER BY name, id`);
}

/** Who made a change to the ops people, as kept beside it. */
export interface OpsPeopleChange {
  actor: string;
  reason: string;
}

async function record(
  tx: Queryable,
  personId: number,
  action: 'added' | 'changed' | 'removed',
  { actor, reason }: OpsPeopleChange,
  before: OpsPerson | null,
  after: OpsPerson | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO ops_people_events (person_id, action, actor, reason, before, after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [personId, action, actor, reason, JSON.stringify(before), JSON.stringify(after)],
  );
}

/** Adds a person; null when the phone is already listed (one person per phone). */
export async function addOpsPerson(
  db: Database,
  person: { phone: string; name: string; roles: OpsRole[] },
  change: OpsPeopleChange,
): Promise<OpsPerson | null> {
  return db.transaction(async (tx) => {
    const [added] = await tx.query<OpsPerson>(
      `INSERT INTO ops_people (phone_number, name, roles) VALUES ($1, $2, $3::text[])
       ON CONFLICT (phone_number) DO NOTHING
       RETURNING ${COLUMNS}`,
      [person.phone, person.name, person.roles],
    );
    if (!added) return null;
    await record(tx, added.id, 'added', change, null, added);
    return added;
  });
}

/** Changes a person's name and roles; null when there is no such person. */
export async function changeOpsPerson(
  db: Database,
  id: number,
  person: { name: string; roles: OpsRole[] },
  change: OpsPeopleChange,
): Promise<OpsPerson | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<OpsPerson>(
      `SELECT ${COLUMNS} FROM ops_people WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!before) return null;
    const [after] = await tx.query<OpsPerson>(
      `UPDATE ops_people SET name = $2, roles = $3::text[], updated_at = now() WHERE id = $1
       RETURNING ${COLUMNS}`,
      [id, person.name, person.roles],
    );
    await record(tx, id, 'changed', change, before, after ?? null);
    return after ?? null;
  });
}

/** Removes a person: their console session ends at their next request. False when not listed. */
export async function removeOpsPerson(
  db: Database,
  id: number,
  change: OpsPeopleChange,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<OpsPerson>(
      `DELETE FROM ops_people WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    if (!before) return false;
    await record(tx, id, 'removed', change, before, null);
    return true;
  });
}
