import type { ApiConfig } from '../config/env';
import type { Database } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'pgliteDir'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl });
  return openPglite(config.pgliteDir);
}
