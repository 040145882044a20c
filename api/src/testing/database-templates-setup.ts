import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_TEMPLATES_ENV } from './database-templates-env';

/** Jest's global setup of the API project: a folder for this run's template databases. */
export default async function setUpDatabaseTemplates(): Promise<void> {
  process.env[DATABASE_TEMPLATES_ENV] = await mkdtemp(path.join(tmpdir(), 'yoga-templates-'));
}
