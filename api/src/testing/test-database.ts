import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteDatabase } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { seedDemoData } from '../demo/seed-demo-data';
import { DATABASE_TEMPLATES_ENV } from './database-templates-env';
import { postgresUrl, withAdminClient } from './admin-client';
import { templateDatabasePrefix, templateRunId } from './template-run';

export type StoreKind = 'pglite' | 'postgres';

/** API tests run on the embedded store always, and on PostgreSQL too when DATABASE_URL is set. */
export const STORE_KINDS: StoreKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The store for tests whose subject is not the store (limits, settings, documents, pages):
 * PostgreSQL where there is one, which opens a test database in a third of the embedded store's
 * time and answers faster.
 */
export const ANY_STORE: StoreKind = STORE_KINDS.includes('postgres') ? 'postgres' : 'pglite';

/** What a test database holds when it opens: the schema alone, or the schema and the demo. */
export type TestDatabaseContent = 'migrated' | 'seeded';

/** The demo crowd of a test app: small, so a copy of it is cheap. */
const TEST_CROWD_SIZE = 1500;

export interface TestDatabase {
  db: Database;
  /**
   * Another connection pool to the same data, as a second API process has (PostgreSQL); the
   * embedded store is one process's own, so there it is the same database. Closed with this one.
   */
  secondPool(): Database;
  close(): Promise<void>;
}

async function fill(db: Database, content: TestDatabaseContent): Promise<void> {
  await migrate(db);
  if (content === 'seeded') await seedDemoData(db, { crowdSize: TEST_CROWD_SIZE });
}

/**
 * Where this Jest run keeps its template databases (set by `jest/database-templates-setup.js`),
 * or null: each test database is then migrated and seeded from nothing. A run on a shifted
 * process clock (decision 0023) never shares one: its files each start at the same instant, and a
 * copy seeded by an earlier file would hold rows from their future.
 */
function templateRun(): { id: string; dir: string } | null {
  const dir = process.env[DATABASE_TEMPLATES_ENV];
  if (!dir || process.env.TEST_PROCESS_CLOCK_OFFSET_MS) return null;
  return { id: templateRunId(dir), dir };
}

/** The demo is seeded around today in India, so a template made on another day is not reused. */
function indiaDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .replace(/-/g, '_');
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

/**
 * A tar of an embedded database holding `content`, made by the first test file of the run that
 * needs it and read from its file by the others (written under another name and renamed, so a
 * reader never sees half of it).
 */
function pgliteTemplate(dir: string, content: TestDatabaseContent): Promise<Blob> {
  const file = path.join(dir, `pglite-${content}-${indiaDay()}.tar`);
  let template = pgliteTemplates.get(file);
  if (!template) {
    template = (async () => {
      const stored = await readFile(file).catch(() => null);
      if (stored) return new Blob([stored]);
      const pg = await PGlite.create();
      await fill(pgliteDatabase(pg), content);
      const bytes = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
      await pg.close();
      const partial = `${file}.${randomUUID()}`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      return new Blob([bytes]);
    })();
    pgliteTemplates.set(file, template);
  }
  return template;
}

async function openPgliteTestDatabase(content: TestDatabaseContent): Promise<TestDatabase> {
  const run = templateRun();
  let pg: PGlite;
  if (run) {
    pg = await PGlite.create({ loadDataDir: await pgliteTemplate(run.dir, content) });
  } else {
    pg = await PGlite.create();
    await fill(pgliteDatabase(pg), content);
  }
  const db = pgliteDatabase(pg);
  return { db, secondPool: () => db, close: () => db.close() };
}

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A template database holding `content`, made once per run under a lock: PostgreSQL copies it
 * into each test's own database in a fraction of the time migrating and seeding take.
 */
async function postgresTemplate(runId: string, content: TestDatabaseContent): Promise<string> {
  const name = `${templateDatabasePrefix(runId)}${content}_${indiaDay()}`;
  await withAdminClient(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      // Filled under another name, so a run stopped half-way never leaves a half template.
      const partial = `${name}_partial`;
      await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${partial}`);
      const db = openPostgres({ connectionString: databaseUrl(partial), maxConnections: 1 });
      try {
        await fill(db, content);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

async function openPostgresTestDatabase(content: TestDatabaseContent): Promise<TestDatabase> {
  const run = templateRun();
  const name = `yoga_t_${randomUUID().replace(/-/g, '')}`;
  const template = run ? await postgresTemplate(run.id, content) : null;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const pool = () => openPostgres({ connectionString: databaseUrl(name), maxConnections: 10 });
  const db = pool();
  const others: Database[] = [];
  if (!template) await fill(db, content);
  return {
    db,
    secondPool: () => {
      const other = pool();
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all(others.map((other) => other.close()));
      await db.close();
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** A database of its own for a test: in-memory PGlite, or a throw-away PostgreSQL database. */
export function openTestDatabase(
  kind: StoreKind,
  content: TestDatabaseContent = 'migrated',
): Promise<TestDatabase> {
  return kind === 'pglite' ? openPgliteTestDatabase(content) : openPostgresTestDatabase(content);
}
