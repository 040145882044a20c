import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { whileReachable } from './database-unavailable';

/** Embedded PostgreSQL (WASM) on disk, or in memory when `dataDir` is null (tests). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(dataDir ? await PGlite.create(dataDir) : await PGlite.create());
}

/** The store's interface over an open embedded database (tests open theirs from a copy). */
export function pgliteDatabase(db: PGlite): Database {
  const query = <Row>(sql: string, params?: unknown[]): Promise<Row[]> =>
    whileReachable(async () => (await db.query<Row>(sql, params)).rows);

  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      whileReachable(() =>
        db.transaction((tx) => {
          const scoped: Queryable = {
            query: async <Row>(sql: string, params?: unknown[]) =>
              (await tx.query<Row>(sql, params)).rows,
            exec: async (sql: string) => {
              await tx.exec(sql);
            },
          };
          return work(scoped);
        }),
      ),
    ping: async () => {
      try {
        await db.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.close(),
  };
}
