import type { OpsWindow } from '@yoga/shared/routing';
import type { Database, Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';

/** Ops' switch of a remote or of one of its routes: on or off, and its own dates. */
export interface Switch extends OpsWindow {
  enabled: boolean;
}

/** Only the fields given change; a window end given as null is cleared. */
export interface SwitchChange {
  enabled?: boolean;
  activeFrom?: string | null;
  activeUntil?: string | null;
}

export interface RouteSwitch extends Switch {
  remote: string;
  path: string;
}

interface SwitchRow {
  enabled: boolean;
  active_from: string | null;
  active_until: string | null;
}

const SWITCH_COLUMNS = `enabled,
  ${utcInstant('active_from')} AS active_from,
  ${utcInstant('active_until')} AS active_until`;

const toSwitch = (row: SwitchRow): Switch => ({
  enabled: row.enabled,
  activeFrom: row.active_from,
  activeUntil: row.active_until,
});

export async function listRemoteSwitches(db: Queryable): Promise<Map<string, Switch>> {
  const rows = await db.query<SwitchRow & { name: string }>(
    `SELECT name, ${SWITCH_COLUMNS} FROM remotes`,
  );
  return new Map(rows.map((row) => [row.name, toSwitch(row)]));
}

export async function listRouteSwitches(db: Queryable): Promise<RouteSwitch[]> {
  const rows = await db.query<SwitchRow & { remote: string; path: string }>(
    `SELECT remote, path, ${SWITCH_COLUMNS} FROM remote_route_switches`,
  );
  return rows.map((row) => ({ remote: row.remote, path: row.path, ...toSwitch(row) }));
}

export type SwitchUpdate =
  | { outcome: 'updated'; switch: Switch }
  /** The window would end at or before it starts (the change merged with the stored window). */
  | { outcome: 'reversed-window' };

/**
 * Where a switch lives: the remote's row, or one route's. Both tables have the same switch
 * columns; `key` is trusted SQL naming the row, never input.
 */
interface SwitchTarget {
  table: 'remotes' | 'remote_route_switches';
  keyColumns: string[];
  key: string[];
}

/**
 * Applies only the fields given (a missing row counts as on, without dates), unless the resulting
 * window would be reversed. The row is locked, so a concurrent change of the other end cannot slip
 * a reversed window past the check.
 */
async function changeSwitch(
  db: Database,
  { table, keyColumns, key }: SwitchTarget,
  change: SwitchChange,
): Promise<SwitchUpdate> {
  const fromGiven = change.activeFrom !== undefined;
  const untilGiven = change.activeUntil !== undefined;
  const where = keyColumns.map((column, index) => `${column} = $${index + 1}`).join(' AND ');
  const n = key.length;
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ${table} (${keyColumns.join(', ')}) VALUES (${key.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT DO NOTHING`,
      key,
    );
    const [current] = await tx.query<{ reversed: boolean | null }>(
      `SELECT (CASE WHEN $${n + 3} THEN $${n + 4}::timestamptz ELSE active_until END)
                <= (CASE WHEN $${n + 1} THEN $${n + 2}::timestamptz ELSE active_from END) AS reversed
       FROM ${table} WHERE ${where} FOR UPDATE`,
      [...key, fromGiven, change.activeFrom ?? null, untilGiven, change.activeUntil ?? null],
    );
    if (current?.reversed) return { outcome: 'reversed-window' };
    const [row] = await tx.query<SwitchRow>(
      `UPDATE ${table} SET
         enabled = COALESCE($${n + 1}, enabled),
         active_from = CASE WHEN $${n + 2} THEN $${n + 3}::timestamptz ELSE active_from END,
         active_until = CASE WHEN $${n + 4} THEN $${n + 5}::timestamptz ELSE active_until END,
         updated_at = now()
       WHERE ${where}
       RETURNING ${SWITCH_COLUMNS}`,
      [
        ...key,
        change.enabled ?? null,
        fromGiven,
        change.activeFrom ?? null,
        untilGiven,
        change.activeUntil ?? null,
      ],
    );
    if (!row) throw new Error(`a switch of ${table} locked in this transaction vanished`);
    return { outcome: 'updated', switch: toSwitch(row) };
  });
}

export const changeRemoteSwitch = (db: Database, name: string, change: SwitchChange) =>
  changeSwitch(db, { table: 'remotes', keyColumns: ['name'], key: [name] }, change);

export const changeRouteSwitch = (
  db: Database,
  remote: string,
  path: string,
  change: SwitchChange,
) =>
  changeSwitch(
    db,
    { table: 'remote_route_switches', keyColumns: ['remote', 'path'], key: [remote, path] },
    change,
  );
