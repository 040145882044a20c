import type { RemoteDescriptor, RemoteRoute } from '@yoga/shared/domain';
import type { Queryable } from '../../db/database';

interface RemoteRow {
  name: string;
  entry: string;
  routes: RemoteRoute[];
  enabled: boolean;
  active_from: string | null;
  active_until: string | null;
}

const REMOTE_COLUMNS = `name, entry, routes, enabled,
  to_char(active_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS active_from,
  to_char(active_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS active_until`;

const toDescriptor = (row: RemoteRow): RemoteDescriptor => ({
  name: row.name,
  entry: row.entry,
  routes: row.routes,
  enabled: row.enabled,
  activeFrom: row.active_from,
  activeUntil: row.active_until,
});

export async function listRemotes(db: Queryable): Promise<RemoteDescriptor[]> {
  const rows = await db.query<RemoteRow>(
    `SELECT ${REMOTE_COLUMNS} FROM remotes ORDER BY position, name`,
  );
  return rows.map(toDescriptor);
}

export interface RemoteChange {
  enabled?: boolean;
  activeFrom?: string | null;
  activeUntil?: string | null;
}

/** Applies only the fields given; returns null when no such remote exists. */
export async function updateRemote(
  db: Queryable,
  name: string,
  change: RemoteChange,
): Promise<RemoteDescriptor | null> {
  const rows = await db.query<RemoteRow>(
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
      change.activeFrom !== undefined,
      change.activeFrom ?? null,
      change.activeUntil !== undefined,
      change.activeUntil ?? null,
    ],
  );
  return rows[0] ? toDescriptor(rows[0]) : null;
}
