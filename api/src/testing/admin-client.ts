import { Client } from 'pg';

/** DATABASE_URL, which the PostgreSQL tests need. */
export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('PostgreSQL tests need DATABASE_URL');
  return url;
}

/** One connection to the test server for schema and database work, closed after `work`. */
export async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
