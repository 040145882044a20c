import type { BuiltRoute } from '@yoga/shared/routing';
import type { Database, Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';

export interface ReleaseRecord {
  release: string;
  version: string;
  manifest_sha256: string;
  released_by: string;
  released_at: string;
}

export interface ActiveRelease {
  release: string;
  manifestSha256: string;
  routes: BuiltRoute[];
}

export type RemoteEventAction = 'released' | 'activated' | 'remote-changed' | 'route-changed';

export interface RemoteEventRecord {
  action: RemoteEventAction;
  actor: string;
  reason: string;
  detail: Record<string, unknown>;
  at: string;
}

/** Who in ops acted (`opsActor`), and why. */
export interface RemoteChangeBy {
  actor: string;
  reason: string;
}

/** Ops' actions are audited in the transaction that makes them. */
export async function audit(
  db: Queryable,
  remote: string,
  action: RemoteEventAction,
  { actor, reason }: RemoteChangeBy,
  detail: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO remote_events (remote, action, actor, reason, detail)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [remote, action, actor, reason, JSON.stringify(detail)],
  );
}

const RELEASE_COLUMNS = `release, version, manifest_sha256, released_by,
  ${utcInstant('released_at')} AS released_at`;

/**
 * Records a release; answers it with `created` false when the same release (same folder, same
 * manifest) was recorded before, and null when that name was recorded with another manifest.
 */
export async function recordRelease(
  db: Database,
  remote: string,
  release: { release: string; version: string; manifestSha256: string; routes: BuiltRoute[] },
  by: RemoteChangeBy,
): Promise<{ record: ReleaseRecord; created: boolean } | null> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.query<ReleaseRecord>(
      `INSERT INTO remote_releases (remote, release, version, manifest_sha256, routes, released_by)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (remote, release) DO NOTHING
       RETURNING ${RELEASE_COLUMNS}`,
      [
        remote,
        release.release,
        release.version,
        release.manifestSha256,
        JSON.stringify(release.routes),
        by.actor,
      ],
    );
    if (inserted) {
      await audit(tx, remote, 'released', by, {
        release: release.release,
        version: release.version,
        manifest_sha256: release.manifestSha256,
      });
      return { record: inserted, created: true };
    }
    const [existing] = await tx.query<ReleaseRecord>(
      `SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE remote = $1 AND release = $2`,
      [remote, release.release],
    );
    return existing && existing.manifest_sha256 === release.manifestSha256
      ? { record: existing, created: false }
      : null;
  });
}

export async function listReleases(db: Queryable, remote: string): Promise<ReleaseRecord[]> {
  return db.query<ReleaseRecord>(
    `SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE remote = $1
     ORDER BY released_at DESC, release DESC`,
    [remote],
  );
}

export async function findRelease(
  db: Queryable,
  remote: string,
  release: string,
): Promise<ReleaseRecord | null> {
  const [row] = await db.query<ReleaseRecord>(
    `SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE remote = $1 AND release = $2`,
    [remote, release],
  );
  return row ?? null;
}

/** Each remote's release served now; a remote without one serves the files built with the site. */
export async function activeReleases(db: Queryable): Promise<Map<string, ActiveRelease>> {
  const rows = await db.query<{
    remote: string;
    release: string;
    manifest_sha256: string;
    routes: BuiltRoute[];
  }>(
    `SELECT a.remote, a.release, r.manifest_sha256, r.routes
     FROM remote_active_releases a
     JOIN remote_releases r ON r.remote = a.remote AND r.release = a.release`,
  );
  return new Map(
    rows.map((row) => [
      row.remote,
      { release: row.release, manifestSha256: row.manifest_sha256, routes: row.routes },
    ]),
  );
}

/**
 * Switches the release `remote` serves (null: the built files), audited with what it served
 * before. The row is locked, so two switches at once land one after the other, each audited.
 */
export async function switchRelease(
  db: Database,
  remote: string,
  release: string | null,
  by: RemoteChangeBy,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('remote-release:' || $1))`, [remote]);
    const [before] = await tx.query<{ release: string }>(
      `SELECT release FROM remote_active_releases WHERE remote = $1`,
      [remote],
    );
    if (release === null) {
      await tx.query(`DELETE FROM remote_active_releases WHERE remote = $1`, [remote]);
    } else {
      await tx.query(
        `INSERT INTO remote_active_releases (remote, release) VALUES ($1, $2)
         ON CONFLICT (remote) DO UPDATE SET release = EXCLUDED.release, changed_at = now()`,
        [remote, release],
      );
    }
    await audit(tx, remote, 'activated', by, { from: before?.release ?? null, to: release });
  });
}

export async function remoteEvents(db: Queryable, remote: string): Promise<RemoteEventRecord[]> {
  return db.query<RemoteEventRecord>(
    `SELECT action, actor, reason, detail, ${utcInstant('at')} AS at
     FROM remote_events WHERE remote = $1 ORDER BY id`,
    [remote],
  );
}
