import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon, { type Request as LoadRequest, type Result } from 'autocannon';
import { Client } from 'pg';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { seedDemoData } from '../demo/seed-demo-data';
import { Redis } from 'ioredis';
import { checkSpike, markAll, prepareSpike, readAll, timedBatch } from './attendance-spike';
import { firstRenders, peakMemoryMiB, prepareCertificates } from './certificate-load';
import {
  BOARD_CHALLENGE,
  liveReads,
  pointsChanges,
  pointsChangesFromAnotherProcess,
  prepareBoard,
} from './leaderboard-load';
import { checkWebhooks, prepareWebhooks, sendWebhooks } from './webhook-intake';

/**
 * Loads the real API from this (second) process with autocannon and prints req/s and p99 for an
 * empty route and for each measured route, with the ratio to the empty route from the same run.
 * Uses PostgreSQL when DATABASE_URL is set (in a `bench` schema it creates), PGlite otherwise.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  label: string;
  path: string;
}

const EMPTY: Target = { label: 'empty route (GET /healthz)', path: '/healthz' };
const TARGETS: Target[] = [
  { label: 'GET active-challenge', path: '/api/subscription/free-member/active-challenge' },
  // Issue 23: what a campaign link shared in a big group asks for, everyone at once.
  { label: 'GET festival/campaigns', path: '/api/festival/campaigns' },
  { label: 'GET festival/occasions/festive', path: '/api/festival/occasions/festive' },
  // Issue 24: a tool's whole content, read once as its page opens.
  { label: 'GET festival/recipes', path: '/api/festival/recipes' },
  { label: 'GET festival/garba/steps', path: '/api/festival/garba/steps' },
];
/** Only the empty route and the plain reads above (festival content, the active challenge). */
const READS_ONLY = process.env.BENCH_READS_ONLY === 'true';
const VERIFY_BATCH = Number(process.env.BENCH_VERIFY_CODES ?? 4000);
const SPIKE_MEMBERS = Number(process.env.BENCH_SPIKE_MEMBERS ?? 50_000);
/** Only the empty route and the attendance routes (quicker, while tuning the write path). */
const ATTENDANCE_ONLY = process.env.BENCH_ATTENDANCE_ONLY === 'true';
/** Only the empty route and the leaderboard routes. */
const LEADERBOARD_ONLY = process.env.BENCH_LEADERBOARD_ONLY === 'true';
/** Only the empty route and the certificate routes. */
const CERTIFICATES_ONLY = process.env.BENCH_CERTIFICATES_ONLY === 'true';
/** Only the empty route and the sign-in routes (send-otp, verify-otp). */
const OTP_ONLY = process.env.BENCH_OTP_ONLY === 'true';
/** Only the empty route and the payment gateway's webhook. */
const WEBHOOK_ONLY = process.env.BENCH_WEBHOOK_ONLY === 'true';
/** Issue 27: paid orders whose webhooks arrive (each captured, retried and order.paid). */
const WEBHOOK_ORDERS = Number(process.env.BENCH_WEBHOOK_ORDERS ?? 10_000);
/** Issue 13: certificates drawn for the first time (each a first render), then cached downloads. */
const CERTIFICATES = Number(process.env.BENCH_CERTIFICATES ?? 100);
/** Issue 12: live rank and points on a board of a million members. */
const BOARD_MEMBERS = Number(process.env.BENCH_BOARD_MEMBERS ?? 1_000_000);
const BOARD_SAMPLE = 1000;
const POINTS_CHANGES_PER_SECOND = 1000;

/** Distinct valid mobile numbers, offset per run so Redis limits from an earlier run never apply. */
function phoneSequence(): () => string {
  let next = randomInt(0, 50_000_000);
  return () => `+9196${String(next++ % 100_000_000).padStart(8, '0')}`;
}

interface Row {
  label: string;
  rps: number;
  p99: number;
  errors: number;
  /** Requests answered, for the CPU time per request. */
  requests: number;
  /** The API process's CPU time per request, in microseconds, where it was measured. */
  apiCpuUs?: number;
}

/** The CPU time (user and system) a process has used, in seconds, or null off Linux. */
type CpuClock = () => number | null;

function cpuClockOf(pid: number | undefined): CpuClock {
  return () => {
    try {
      // stat(5): utime and stime are the 14th and 15th fields, in ticks of 1/100 s; the 2nd field
      // (the command in parentheses) may hold spaces, so count from after it.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return null;
    }
  };
}

/**
 * Runs a timed load and adds the API's CPU time per request to its row: on a machine shared with
 * builds, req/s follows whatever else runs, while the CPU a request costs the API hardly does.
 */
async function withApiCpu(cpu: CpuClock, measure: () => Promise<Row>): Promise<Row> {
  const before = cpu();
  const row = await measure();
  const after = cpu();
  return before === null || after === null || row.requests === 0
    ? row
    : { ...row, apiCpuUs: ((after - before) * 1e6) / row.requests };
}

/** A timed route: autocannon's per-second average; a fixed batch: its requests over its own time. */
const rowOf = (label: string, result: Result, batchSeconds?: number): Row => ({
  label,
  rps: batchSeconds === undefined ? result.requests.average : result.requests.total / batchSeconds,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  requests: result.requests.total,
});

/** POST send-otp, each request for a new number (the dev SMS sender "delivers"). */
async function benchSendOtp(base: string, cpu: CpuClock): Promise<Row> {
  const nextPhone = phoneSequence();
  const options = (duration: number) => ({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST' as const,
        path: '/api/auth/public/auth/v1/send-otp',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: LoadRequest): LoadRequest => ({
          ...request,
          body: JSON.stringify({ phone_number: nextPhone() }),
        }),
      },
    ],
  });
  await autocannon(options(2));
  return withApiCpu(cpu, async () => rowOf('POST send-otp', await autocannon(options(seconds))));
}

/**
 * POST verify-otp with the right code: joins VERIFY_BATCH members first, reads their codes from
 * the dev outbox, then signs each in once (a code is single-use, so the run is a fixed batch).
 */
async function benchVerifyOtp(base: string, cpu: CpuClock): Promise<Row> {
  const nextPhone = phoneSequence();
  const phones = Array.from({ length: VERIFY_BATCH }, nextPhone);
  const pairs: { phone: string; code: string }[] = [];
  for (let start = 0; start < phones.length; start += connections) {
    const slice = phones.slice(start, start + connections);
    await Promise.all(
      slice.map(async (phone) => {
        const joined = await fetch(`${base}/api/lead/lead/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Bench Member', phone_number: phone }),
        });
        if (joined.status !== 202) throw new Error(`joining ${phone} answered ${joined.status}`);
        const outbox = (await (
          await fetch(`${base}/api/auth/dev/outbox?phone_number=${encodeURIComponent(phone)}`)
        ).json()) as { code: string }[];
        const code = outbox.at(-1)?.code;
        if (!code) throw new Error(`no code for ${phone}`);
        pairs.push({ phone, code });
      }),
    );
  }
  let index = 0;
  return withApiCpu(cpu, async () => {
    const { result, seconds: batchSeconds } = await timedBatch({
      url: base,
      connections,
      amount: pairs.length,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/public/auth/v1/verify-otp',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: LoadRequest): LoadRequest => {
            const pair = pairs[index++ % pairs.length];
            return {
              ...request,
              body: JSON.stringify({ phone_number: pair?.phone, code: pair?.code }),
            };
          },
        },
      ],
    });
    return rowOf(`POST verify-otp (${pairs.length} sign-ins)`, result, batchSeconds);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A connection string whose sessions use the `bench` schema, created if missing. */
async function benchDatabaseUrl(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE SCHEMA IF NOT EXISTS bench');
  await client.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', '-c search_path=bench');
  return withSchema.toString();
}

async function waitUntilReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become ready within 120 s');
}

/** The bench's database, opened from this process (before the API starts, or after it stopped). */
async function openBenchDatabase(databaseUrl: string, pgliteDir: string): Promise<Database> {
  const db = databaseUrl
    ? openPostgres({ connectionString: process.env.DATABASE_URL ?? '', schema: 'bench' })
    : await openPglite(pgliteDir);
  await migrate(db);
  return db;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function load(url: string, duration: number): Promise<Result> {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.DATABASE_URL
    ? await benchDatabaseUrl(process.env.DATABASE_URL)
    : '';
  const store = databaseUrl ? 'PostgreSQL (schema bench)' : 'embedded PGlite';
  const pgliteDir = process.env.PGLITE_DIR ?? path.resolve('data/pglite-bench');
  const jwtSecret = randomBytes(32).toString('hex');

  // The spike's members and their tokens are made before anything is timed.
  const setup = await openBenchDatabase(databaseUrl, pgliteDir);
  await seedDemoData(setup);
  const spikeMembers =
    LEADERBOARD_ONLY || CERTIFICATES_ONLY || OTP_ONLY || READS_ONLY || WEBHOOK_ONLY
      ? []
      : await prepareSpike(setup, SPIKE_MEMBERS, jwtSecret);
  const board =
    ATTENDANCE_ONLY || CERTIFICATES_ONLY || OTP_ONLY || READS_ONLY || WEBHOOK_ONLY
      ? null
      : await prepareBoard(setup, BOARD_MEMBERS, BOARD_SAMPLE, jwtSecret);
  const certificates =
    ATTENDANCE_ONLY || LEADERBOARD_ONLY || OTP_ONLY || READS_ONLY || WEBHOOK_ONLY
      ? []
      : await prepareCertificates(setup, CERTIFICATES);
  // The API takes the gateway's webhooks signed with this secret (a Razorpay it never calls).
  const webhookSecret = randomBytes(32).toString('hex');
  const webhooks =
    (!ATTENDANCE_ONLY && !LEADERBOARD_ONLY && !CERTIFICATES_ONLY && !OTP_ONLY && !READS_ONLY) ||
    WEBHOOK_ONLY
      ? await prepareWebhooks(setup, WEBHOOK_ORDERS, webhookSecret)
      : [];
  await setup.close();
  const opsToken = randomBytes(24).toString('hex');
  // The API rebuilds a board missing from Redis when it starts: drop it, and time the rebuild.
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  const boardKey = `lb:${BOARD_CHALLENGE}:free`;
  if (redis && board) await redis.del(boardKey, `${boardKey}:ready`, `${boardKey}:lock`);

  // BENCH_PROFILE=<folder>: the API writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE)]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(__dirname, '..', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: pgliteDir,
      JWT_SECRET: jwtSecret,
      OPS_TOKEN: opsToken,
      SEED_DEMO_DATA: 'true',
      SERVE_SITE: 'false',
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'dev',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_bench',
      RAZORPAY_KEY_SECRET: randomBytes(32).toString('hex'),
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
      // One client address sends everything here; the per-address limit would measure itself.
      OTP_SENDS_PER_IP: '1000000000',
      WRITES_PER_IP_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  try {
    const started = performance.now();
    await waitUntilReady(base, child);
    let rebuildSeconds: number | null = null;
    if (redis && board) {
      const deadline = Date.now() + 300_000;
      while ((await redis.exists(`${boardKey}:ready`)) === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      rebuildSeconds = (performance.now() - started) / 1000;
    }
    process.stdout.write(
      `Benchmark: ${connections} connections, ${seconds} s per route, API on ${store}` +
        `${process.env.REDIS_URL ? ' with Redis' : ''}\n\n`,
    );
    const rows: Row[] = [];
    const onlyOne =
      ATTENDANCE_ONLY || LEADERBOARD_ONLY || CERTIFICATES_ONLY || OTP_ONLY || WEBHOOK_ONLY;
    const apiCpu = cpuClockOf(child.pid);
    for (const target of onlyOne ? [EMPTY] : [EMPTY, ...TARGETS]) {
      await load(`${base}${target.path}`, 2);
      rows.push(
        await withApiCpu(apiCpu, async () =>
          rowOf(target.label, await load(`${base}${target.path}`, seconds)),
        ),
      );
    }
    if ((!onlyOne && !READS_ONLY) || OTP_ONLY) {
      rows.push(await benchSendOtp(base, apiCpu));
      rows.push(await benchVerifyOtp(base, apiCpu));
    }
    if (board) {
      const count = BOARD_MEMBERS.toLocaleString('en-IN');
      await liveReads(base, board.members, 'rank', { connections, duration: 2 });
      for (const what of ['rank', 'points'] as const) {
        const result = await liveReads(base, board.members, what, {
          connections,
          duration: seconds,
        });
        rows.push(rowOf(`GET live ${what} (${count} board)`, result));
      }
      const [reads, changes] = await Promise.all([
        liveReads(base, board.members, 'rank', { connections, duration: seconds }),
        pointsChanges(base, board.members, opsToken, {
          rate: POINTS_CHANGES_PER_SECOND,
          duration: seconds,
        }),
      ]);
      rows.push(rowOf('GET live rank, ops corrections', reads));
      rows.push(rowOf('POST ops corrections (asked 1,000/s)', changes));
      // Another process can share PostgreSQL only; PGlite belongs to the API's process.
      const writer = databaseUrl ? await openBenchDatabase(databaseUrl, pgliteDir) : null;
      if (writer) {
        try {
          const [underChanges, changed] = await Promise.all([
            liveReads(base, board.members, 'rank', { connections, duration: seconds }),
            pointsChangesFromAnotherProcess(writer, redis, board.members, {
              rate: POINTS_CHANGES_PER_SECOND,
              duration: seconds,
            }),
          ]);
          rows.push(rowOf('GET live rank, 1,000 changes/s', underChanges));
          process.stdout.write(
            `points changed by another process meanwhile: ${changed} (${(changed / seconds).toFixed(0)}/s)\n`,
          );
        } finally {
          await writer.close();
        }
      } else {
        process.stdout.write('(PGlite: no second process can write the board meanwhile)\n');
      }
      process.stdout.write(
        `board: ${count} members seeded in ${board.seedSeconds.toFixed(1)} s` +
          `${board.seedSeconds === 0 ? ' (kept from an earlier run)' : ''}` +
          `${rebuildSeconds === null ? '' : `; Redis set ready ${rebuildSeconds.toFixed(1)} s after the API started`}\n\n`,
      );
    }
    const [firstCertificate] = certificates;
    if (firstCertificate && child.pid !== undefined) {
      const before = peakMemoryMiB(child.pid);
      const pdf = await firstRenders(base, certificates, 'pdf');
      const png = await firstRenders(base, certificates, 'png');
      const after = peakMemoryMiB(child.pid);
      for (const [format, renders] of [
        ['PDF', pdf],
        ['PNG', png],
      ] as const) {
        process.stdout.write(
          `first render of a certificate ${format} (${certificates.length}, one at a time): ` +
            `p50 ${renders.p50.toFixed(0)} ms, p99 ${renders.p99.toFixed(0)} ms, ` +
            `max ${renders.max.toFixed(0)} ms; the process's first ${renders.coldMs.toFixed(0)} ms\n`,
        );
      }
      process.stdout.write(
        `API peak memory (VmHWM): ${before?.toFixed(0) ?? '?'} MiB before the renders, ` +
          `${after?.toFixed(0) ?? '?'} MiB after\n\n`,
      );
      for (const format of ['pdf', 'png'] as const) {
        const url = `${base}/api/lead/lead/certificate/${firstCertificate.id}/${format}`;
        await load(url, 2);
        rows.push(rowOf(`GET certificate ${format}, cached`, await load(url, seconds)));
        // What a browser or proxy that kept the file asks: the same URL with its ETag.
        const etag = (await fetch(url)).headers.get('etag') ?? '';
        const revalidate = () =>
          autocannon({ url, connections, duration: seconds, headers: { 'if-none-match': etag } });
        const revalidated = await revalidate();
        rows.push({
          ...rowOf(`GET certificate ${format}, 304 revalidation`, revalidated),
          errors:
            revalidated.errors +
            revalidated.timeouts +
            revalidated['2xx'] +
            revalidated['4xx'] +
            revalidated['5xx'],
        });
      }
      const page = `${base}/api/lead/lead/certificate/${firstCertificate.id}`;
      await load(page, 2);
      rows.push(rowOf('GET certificate (verify)', await load(page, seconds)));
    }
    if (webhooks.length > 0) {
      const intake = await withApiCpu(apiCpu, async () => {
        const { result, seconds: batchSeconds } = await sendWebhooks(base, webhooks, connections);
        return rowOf(`POST webhook (${webhooks.length} deliveries)`, result, batchSeconds);
      });
      rows.push(intake);
    }
    const spike =
      LEADERBOARD_ONLY || CERTIFICATES_ONLY || OTP_ONLY || READS_ONLY || WEBHOOK_ONLY
        ? null
        : await markAll(base, spikeMembers, connections);
    if (spike) {
      rows.push(
        rowOf(
          `POST attendance, spike (${spikeMembers.length} members)`,
          spike.result,
          spike.seconds,
        ),
      );
      rows.push(
        rowOf('GET attendance/{slug}', await readAll(base, spikeMembers, connections, seconds)),
      );
    }
    const baseline = rows[0]?.rps ?? 1;
    const header = `${'route'.padEnd(38)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'vs empty'.padStart(10)}${'errors'.padStart(8)}${'API µs/req'.padStart(12)}`;
    process.stdout.write(`${header}\n${'-'.repeat(header.length)}\n`);
    for (const row of rows) {
      process.stdout.write(
        `${row.label.padEnd(38)}${row.rps.toFixed(0).padStart(10)}${row.p99.toFixed(1).padStart(9)}` +
          `${(row.rps / baseline).toFixed(2).padStart(10)}${String(row.errors).padStart(8)}` +
          `${(row.apiCpuUs === undefined ? '-' : row.apiCpuUs.toFixed(0)).padStart(12)}\n`,
      );
    }
    if (webhooks.length > 0 && databaseUrl) {
      // PostgreSQL only: PGlite belongs to the API's process, which settles the queue itself.
      const settled = await openBenchDatabase(databaseUrl, pgliteDir);
      try {
        const { orders, paid, doubles, unsettled } = await checkWebhooks(settled);
        process.stdout.write(
          `\nwebhooks: ${orders} orders, ${paid} paid, ${doubles} fulfilled twice, ` +
            `${unsettled} events unsettled after a minute\n`,
        );
      } finally {
        await settled.close();
      }
    }
    await stop(child);
    if (!spike) return;
    const check = await openBenchDatabase(databaseUrl, pgliteDir);
    try {
      const { acknowledged, recorded, duplicates } = await checkSpike(check, spike.result['2xx']);
      process.stdout.write(
        `\nattendance spike: ${acknowledged} marks acknowledged, ${recorded} recorded, ` +
          `${Math.max(0, acknowledged - recorded)} acknowledged but missing, ${duplicates} duplicates\n`,
      );
    } finally {
      await check.close();
    }
  } finally {
    await stop(child);
    redis?.disconnect();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
