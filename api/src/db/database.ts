/** The part of a database connection the services use; PostgreSQL and PGlite both provide it. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements at once (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
