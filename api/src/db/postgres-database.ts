import { createHash } from 'node:crypto';
import { Pool, type PoolConfig, type QueryConfig } from 'pg';
import type { Database, Queryable } from './database';
import { DatabaseUnavailable, whileReachable } from './database-unavailable';

export interface PostgresOptions {
  connectionString: string;
  /** Tests give each run its own schema so parallel files never see each other's rows. */
  schema?: string;
  maxConnections?: number;
}

/**
 * SQL that starts with this comment is run as a named prepared statement: each connection parses
 * it once and, after PostgreSQL's five custom plans, may keep one generic plan for good. Only for
 * hot statements of fixed text over tables whose size does not swing (the slug lookup). Not for
 * statements over a table that grows fast without ANALYZE: a generic plan made while `attendance`
 * was nearly empty kept a sequential scan per mark for the whole spike (739 marks/s instead of
 * ~4,900), where plans made afresh see the table's current size. PGlite reads it as a comment.
 */
export const PREPARED = '/* prepared */ ';

const names = new Map<string, string>();

/** The text itself, or a query config naming it when it asks to be prepared (see `PREPARED`). */
function statementOf(sql: string, params?: unknown[]): string | QueryConfig {
  if (!sql.startsWith(PREPARED)) return sql;
  let name = names.get(sql);
  if (name === undefined) {
    // The name follows the text, so two texts (one per totals plan) never share a name.
    name = `p_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return { name, text: sql, values: params };
}

export function openPostgres(options: PostgresOptions): Database {
  const config: PoolConfig = {
    connectionString: options.connectionString,
    max: options.maxConnections ?? 20,
    connectionTimeoutMillis: 5000,
  };
  // No JIT: the API's statements are short, and a batch estimated costly (stale statistics) spent
  // ~20 ms compiling for a few ms of work.
  config.options = `-c jit=off${options.schema ? ` -c search_path=${options.schema}` : ''}`;
  const pool = new Pool(config);
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);

  const query = <Row>(sql: string, params?: unknown[]): Promise<Row[]> =>
    whileReachable(async () => {
      const statement = statementOf(sql, params);
      return (
        await (typeof statement === 'string' ? pool.query(sql, params) : pool.query(statement))
      ).rows as Row[];
    });

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
            whileReachable(async () => {
              const statement = statementOf(sql, params);
              return (
                await (typeof statement === 'string'
                  ? client.query(sql, params)
                  : client.query(statement))
              ).rows as Row[];
            }),
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
