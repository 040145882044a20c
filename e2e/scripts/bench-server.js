// The built server on a free port with a fresh embedded database and the demo data, for the
// benchmarks that measure pages (lighthouse-bench.js, poster-bench.js, rangoli-bench.js).
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
// Seeding the demo (a crowd of members, their marks and boards) takes about a minute on two idle
// cores; a loaded machine needs more.
const READY_TIMEOUT_MS = 300_000;

function fail(message) {
  throw new Error(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built server with its own fresh database; resolves once /readyz answers 200. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-bench-pages-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The embedded database with the demo data, whatever the caller's shell has set.
      DATABASE_URL: '',
      REDIS_URL: '',
      PGLITE_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      SMS_PROVIDER: 'dev',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const server = {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        for (let waited = 0; exited === null && waited < 10_000; waited += 100) await sleep(100);
        if (exited === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  process.stdout.write(`Starting the server (pid ${child.pid}) on ${server.url} ...`);
  const started = Date.now();
  try {
    while (Date.now() - started < READY_TIMEOUT_MS) {
      if (exited !== null) fail(`the server stopped (${exited}) before it was ready:\n${stderr}`);
      const ready = await fetch(`${server.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) {
        console.log(` ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        return server;
      }
      await sleep(500);
    }
    fail(`the server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Runs `measure(browser, base)` with Debian's Chromium (Playwright drives it) against the site at
 * `url`, or against a fresh built server when none is given; both are closed afterwards.
 */
async function withBenchBrowser(url, measure) {
  const { chromium } = require(
    require.resolve('playwright', { paths: [path.join(__dirname, '..')] }),
  );
  const server = url ? null : await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    await measure(browser, url ?? server.url);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

module.exports = { startServer, withBenchBrowser };
