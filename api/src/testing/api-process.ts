import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresUrl, withAdminClient } from './admin-client';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import type { StoreKind } from './test-database';

const REPOSITORY = path.resolve(__dirname, '../../..');
const SERVER_SOURCE = path.join(REPOSITORY, 'api/src/server.ts');
const TS_REGISTER = path.join(__dirname, 'ts-register.cjs');
/** A run on a shifted clock (decision 0023) shifts the API processes it starts alike. */
const PROCESS_CLOCK = path.join(REPOSITORY, 'jest/process-clock.js');

/**
 * A database that outlives API processes: a PGlite folder, or a PostgreSQL schema. `env` is what
 * an API process needs to use it; `open` opens it from the test (never while an API process runs
 * on a PGlite folder: PGlite has no lock between processes).
 */
export interface ProcessStore {
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

const adminQuery = (sql: string) =>
  withAdminClient((client) => client.query(sql).then(() => undefined));

/** A migrated, empty store of that kind for API processes. */
export async function openProcessStore(kind: StoreKind): Promise<ProcessStore> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'yoga-api-'));
    const store: ProcessStore = {
      env: { PGLITE_DIR: dir, DATABASE_URL: '' },
      open: () => openPglite(dir),
      remove: () => rm(dir, { recursive: true, force: true }),
    };
    const db = await store.open();
    await migrate(db);
    await db.close();
    return store;
  }
  const connectionString = postgresUrl();
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const store: ProcessStore = {
    env: { DATABASE_URL: url.toString() },
    open: async () => openPostgres({ connectionString, schema, maxConnections: 4 }),
    remove: () => adminQuery(`DROP SCHEMA ${schema} CASCADE`),
  };
  const db = await store.open();
  await migrate(db);
  await db.close();
  return store;
}

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  /** SIGTERM, and the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9) at once; resolves once the process is gone. */
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** SIGKILL (kill -9) at once; resolves once the process is gone. */
function killNow(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  child.kill('SIGKILL');
  return gone;
}

/** The API processes started here that have not exited, each from the moment it is spawned. */
const alive = new Set<ChildProcess>();

/**
 * SIGKILLs every API process still alive, those still starting included. A test's `afterEach`
 * calls it rather than killing the process it holds: a test that timed out may be waiting for a
 * process to start, which its handle (if any) does not name yet, and would outlive the test.
 */
export async function killApiProcesses(): Promise<void> {
  await Promise.all([...alive].map(killNow));
}

/**
 * Starts the API from source as a real process (the way `npm start` runs it, without the site)
 * and resolves once it listens: its port is read from the ready line it prints.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 20_000) {
  const shift = process.env.TEST_PROCESS_CLOCK_OFFSET_MS;
  const preload = shift ? ['-r', PROCESS_CLOCK] : [];
  const child = spawn(process.execPath, [...preload, '-r', TS_REGISTER, SERVER_SOURCE], {
    cwd: REPOSITORY,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(shift ? { TEST_PROCESS_CLOCK_OFFSET_MS: shift } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_SITE: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stderr?.on('data', collect);
  return new Promise<ApiProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code ?? signal}) before listening:\n${output}`));
    };
    child.once('exit', exitedEarly);
    child.stdout?.on('data', (chunk: Buffer) => {
      collect(chunk);
      const ready = /ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve({
        base: ready[1],
        child,
        stop: () => {
          const gone = exited(child);
          child.kill('SIGTERM');
          return gone;
        },
        kill: () => killNow(child),
      });
    });
  });
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One HTTP request over `agent` (keep-alive, so concurrent requests share a few sockets). */
export function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
