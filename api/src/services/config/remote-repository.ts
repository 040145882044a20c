import type { Database, Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import type { Remote, RemoteChange } from './config-schemas';

interface RemoteRow {
  name: string;
  entry: string;
  routes: Remote['routes'];
  enabled: boolean;
  active_from: string | null;
  active_until: string | null;
}

const REMOTE_COLUMNS = `name, entry, routes, enabled,
  ${utcInstant('active_from')} AS active_from,
  ${utcInstant('active_until')} AS active_until`;

const toDescriptor = (row: RemoteRow): Remote => ({
  name: row.name,
  entry: row.entry,
  routes: row.routes,
  enabled: row.enabled,
  activeFrom: row.active_from,
  activeUntil: row.active_until,
});

export async function listRemotes(db: Queryable): Promise<Remote[]> {
  const rows = await db.query<RemoteRow>(
    `SELECT ${REMOTE_COLUMNS} FROM remotes ORDER BY position, name`,
  );
  return rows.map(toDescriptor);
}

export type RemoteUpdate =
  | { outcome: 'updated'; remote: Remote }
  | { outcome: 'not-found' }
  /** The window would end at or before it starts (the change merged with the stored window). */
  | { outcome: 'reversed-window' };

/** Applies only the fields given, unless the resulting window would be reversed. */
export async function updateRemote(
  db: Database,
  name: string,
  change: RemoteChange,
): Promise<RemoteUpdate> {
  const fromGiven = change.activeFrom !== undefined;
  const untilGiven = change.activeUntil !== undefined;
  return db.transaction(async (tx) => {
    // Locked, so a concurrent change of the other end cannot slip a reversed window past the check.
    const [current] = await tx.query<{ reversed: boolean | null }>(
      `SELECT (CASE WHEN $4 THEN $5::timestamptz ELSE active_until END)
                <= (CASE WHEN $2 THEN $3::timestamptz ELSE active_from END) AS reversed
       FROM remotes WHERE name = $1 FOR UPDATE`,
      [name, fromGiven, change.activeFrom ?? null, untilGiven, change.activeUntil ?? null],
    );
    if (!current) return { outcome: 'not-found' };
    if (current.reversed) return { outcome: 'reversed-window' };
    const [row] = await tx.query<RemoteRow>(
      `UPDATE remotes SET
         enabled = COALESCE($2, enabled),
         active_from = CASE WHEN $3 THEN $4::timestamptz ELSE active_from END,
         active_until = CASE WHEN $5 THEN $6::timestamptz ELSE active_until END,
         updated_at = now()
       WHERE name = $1
       RETURNING ${REMOTE_COLUMNS}`,
      [
        name,
        change.enabled ?? null,
        fromGiven,
        change.activeFrom ?? null,
        untilGiven,
        change.activeUntil ?? null,
      ],
    );
    if (!row) throw new Error('a remote locked in this transaction vanished');
    return { outcome: 'updated', remote: toDescriptor(row) };
  });
}
