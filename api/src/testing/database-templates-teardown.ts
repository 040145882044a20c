import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import { DATABASE_TEMPLATES_ENV } from './database-templates-env';
import { templateRunId } from './template-run';

/** Jest's global teardown of the API project: the run's template files and databases go. */
export default async function tearDownDatabaseTemplates(): Promise<void> {
  const dir = process.env[DATABASE_TEMPLATES_ENV];
  if (!dir) return;
  await rm(dir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`yoga_tpl_${templateRunId(dir)}_`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
