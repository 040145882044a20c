import { Pool, type PoolConfig } from 'pg';
import type { Database, Queryable } from './database';

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

  const query = async <Row>(sql: string, params?: unknown[]): Promise<Row[]> =>
    (await pool.query(sql, params)).rows as Row[];

  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as Row[],
          exec: async (sql: string) => {
            await client.query(sql);
          },
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
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
