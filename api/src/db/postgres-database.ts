import { Pool, type PoolConfig } from 'pg';
import type { Database, Queryable } from './database';
import { DatabaseUnavailable, whileReachable } from './database-unavailable';

export interface PostgresOptions {
  connectionString: string;
  /** Tests give each run its own schema so parallel files never see each other's rows. */
  schema?: string;
  maxConnections?: number;
}

export function openPostgres(options: PostgresOptions): Database {
  const config: PoolConfig = {
    connectionString: options.connectionString,
    max: options.maxConnections ?? 20,
    connectionTimeoutMillis: 5000,
  };
  if (options.schema) config.options = `-c search_path=${options.schema}`;
  const pool = new Pool(config);
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);

  const query = <Row>(sql: string, params?: unknown[]): Promise<Row[]> =>
    whileReachable(async () => (await pool.query(sql, params)).rows as Row[]);

  return {
    kind: 'postgres',
    query,
    exec: (sql) =>
      whileReachable(async () => {
        await pool.query(sql);
      }),
    transaction: async (work) => {
      const client = await whileReachable(() => pool.connect());
      let broken = false;
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: <Row>(sql: string, params?: unknown[]) =>
            whileReachable(async () => (await client.query(sql, params)).rows as Row[]),
          exec: (sql: string) =>
            whileReachable(async () => {
              await client.query(sql);
            }),
        };
        const result = await work(tx);
        await whileReachable(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        // A lost connection cannot roll back (the server already did); the client is discarded.
        broken = error instanceof DatabaseUnavailable;
        if (!broken) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
