import { rm } from 'node:fs/promises';
import { withAdminClient } from './admin-client';
import { DATABASE_TEMPLATES_ENV } from './database-templates-env';
import { templateDatabasePrefix, templateRunId } from './template-run';

/** Jest's global teardown of the API project: the run's template files and databases go. */
export default async function tearDownDatabaseTemplates(): Promise<void> {
  const dir = process.env[DATABASE_TEMPLATES_ENV];
  if (!dir) return;
  await rm(dir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [templateDatabasePrefix(templateRunId(dir))],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}
