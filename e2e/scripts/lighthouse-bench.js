// Page-speed bench (issue 22, decision 0030): Lighthouse's default mobile run (simulated
// throttling: Moto G Power, slow 4G, 4x CPU slowdown) a few times per page against the built
// site, in Debian's Chromium, printing the median and spread of each figure. It reports figures;
// it asserts none, since they depend on how busy the machine is.
const { spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { parseArgs } = require('node:util');
const { startServer } = require('./bench-server');

const ROOT = path.join(__dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Demo members (api/src/demo/seed-demo-data.ts). */
const ASHA = '+919876543210';
const ROHAN = '+919812345678';

/**
 * The pages measured. `member`: signed in as that demo member. `expect`: text only the page
 * meant to be measured shows (a member's own name is not on the signed-out page), checked in
 * the page Lighthouse measured so a run of the wrong page cannot pass for a figure.
 */
const PAGES = [
  { key: '/', path: () => '/' },
  { key: '/live', path: () => '/live' },
  {
    key: '/leaderboard',
    path: () => '/leaderboard',
    member: ASHA,
    expect: /Asha/,
  },
  {
    key: '/certificate/<id>',
    path: (site) => `/certificate/${site.certificateId}`,
    expect: /Rohan Mehta/,
  },
  { key: '/gifts', path: () => '/gifts', member: ASHA, expect: /Asha/ },
];
const CERTIFICATE_PAGE = PAGES.find((p) => p.key === '/certificate/<id>');

const HELP = `Usage: npm run bench:pages -- [options]

Runs Lighthouse 12 (default mobile settings) against the built site in ${CHROMIUM} and prints,
per page, the median and the spread (min-max) of the performance and accessibility scores,
LCP, TBT, CLS, FCP, Speed Index and the JavaScript bytes transferred (compressed, as sent).
Run \`npm run build\` first: the bench serves what is in shell/dist, mf-*/dist and api/dist
(it builds only when shell/dist/index.html is missing, or with --build). Without --url it starts
the server on a free port with a fresh embedded database and the demo data, and stops it after.

Options:
  --runs N         Lighthouse runs per page (default 3)
  --pages LIST     comma list of pages (default all): ${PAGES.map((p) => p.key).join(',')}
                   (/certificate/<id> is the demo's certificate of Rohan Mehta, found at run time)
  --url URL        measure a server already running there instead (it must use SMS_PROVIDER=dev
                   and let this machine read its dev outbox, to sign the demo members in)
  --lang en|hi     the language the member chose (its cookie and local storage; default en)
  --build          run \`npm run build\` first
  --save DIR       keep each run's whole Lighthouse report there, as JSON (what the LCP element
                   was, which requests each metric waited on)
  --help           this text
`;

function fail(message) {
  throw new Error(message);
}

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      url: { type: 'string' },
      lang: { type: 'string', default: 'en' },
      build: { type: 'boolean', default: false },
      save: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number above 0`);
  if (!['en', 'hi'].includes(values.lang)) fail(`--lang must be en or hi`);
  const pages = (values.pages ?? PAGES.map((p) => p.key).join(','))
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => {
      const page = PAGES.find((p) => p.key === key);
      if (page) return page;
      // A certificate named on the command line is measured instead of the demo's.
      if (key.startsWith('/certificate/')) return { ...CERTIFICATE_PAGE, key, path: () => key };
      return fail(`Unknown page ${key}; pages: ${PAGES.map((p) => p.key).join(', ')}`);
    });
  return { ...values, runs, pages };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(base, method, route, body, token) {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    const error = new Error(
      `${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`,
    );
    error.retryAfterSeconds = response.status === 429 && JSON.parse(text).retryAfterSeconds;
    throw error;
  }
  return text ? JSON.parse(text) : null;
}

/**
 * Signs a demo member in as the sign-in page does (code sent, read from the dev outbox, checked).
 * `fresh()` swaps the refresh token for new tokens, as the site would, so every run starts with
 * an access token minutes from expiring in none of them (a renewal inside a run would be timed).
 */
async function signIn(base, phone) {
  const outbox = `/auth/dev/outbox?phone_number=${encodeURIComponent(phone)}`;
  const before = (await api(base, 'GET', outbox)).length;
  const ask = () => api(base, 'POST', '/auth/public/auth/v1/login', { phone_number: phone });
  await ask().catch(async (error) => {
    // A bench run a minute ago (--url) asked for this member's code: wait out the cooldown once.
    if (!error.retryAfterSeconds || error.retryAfterSeconds > 120) throw error;
    console.log(`Waiting ${error.retryAfterSeconds} s to ask for a new code for ${phone} ...`);
    await sleep(error.retryAfterSeconds * 1000 + 500);
    await ask();
  });
  let code;
  for (let tries = 0; !code && tries < 50; tries += 1) {
    const messages = await api(base, 'GET', outbox);
    if (messages.length > before) code = messages.at(-1).code;
    else await sleep(100);
  }
  if (!code) fail(`no code reached the dev outbox for ${phone}`);
  let session = await api(base, 'POST', '/auth/public/auth/v1/verify-otp', {
    phone_number: phone,
    code,
  });
  return {
    get account() {
      return session.account;
    },
    async fresh() {
      session = await api(base, 'POST', '/auth/public/auth/v1/refresh-token', {
        refreshToken: session.refreshToken,
      });
      return session;
    },
  };
}

/** The id of a certificate the demo seeded: Rohan's corrected completion certificate. */
async function demoCertificateId(base, rohan) {
  const { accessToken, account } = await rohan.fresh();
  const status = await api(
    base,
    'GET',
    `/lead/lead/getleadcertificatestatus?leadid=${account.id}&kind=completion`,
    null,
    accessToken,
  );
  return status.certificate?.id ?? fail(`Rohan has no completion certificate: ${status.status}`);
}

/** Lighthouse and the puppeteer-core and chrome-launcher it ships with (ESM only). */
async function loadLighthouse() {
  const fromLighthouse = createRequire(require.resolve('lighthouse'));
  const load = (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);
  const [lighthouse, puppeteer, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    load('puppeteer-core'),
    load('chrome-launcher'),
  ]);
  return {
    version: require('lighthouse/package.json').version,
    lighthouse: lighthouse.default,
    puppeteer: puppeteer.default,
    launch: chromeLauncher.launch,
  };
}

/**
 * One Lighthouse run in a Chromium of its own. Lighthouse's own storage reset would also drop the
 * session, so it is turned off and done here instead: everything of the origin cleared (cache,
 * cookies, storage, service workers), then only what a returning visitor has is put back.
 */
async function measure(tools, { url, origin, language, session }) {
  const chrome = await tools.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let browser;
  try {
    browser = await tools.puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    // A small response of the same origin, so its storage can be written without loading the site.
    await page.goto(`${origin}/readyz`);
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCookies');
    await cdp.send('Network.clearBrowserCache');
    const secure = origin.startsWith('https:');
    const cookie = (name, value) => ({ name, value, url: origin, secure, sameSite: 'Lax' });
    const cookies = [cookie('yoga_lang', language)];
    const storage = { 'yoga.language': language };
    if (session) {
      // What the site's saveSession keeps (shared/src/session/session-storage.ts).
      cookies.push(cookie('sessiontoken', session.accessToken));
      cookies.push(cookie('refreshToken', session.refreshToken));
      storage.account = JSON.stringify(session.account);
    }
    await page.setCookie(...cookies);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries))
        globalThis.localStorage.setItem(key, value);
    }, storage);
    await cdp.detach();
    await page.goto('about:blank');
    const result = await tools.lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) fail(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      // A half-written build (404s for chunks) is the usual reason a page never paints.
      const failed = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((request) => request.statusCode >= 400 || request.statusCode === -1)
        .map((request) => `\n  ${request.statusCode} ${request.url}`);
      const error = new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.message}${failed.join('')}`,
      );
      error.lighthouseCode = lhr.runtimeError.code;
      throw error;
    }
    // Where the page Lighthouse measured ended up, read in that page.
    const shown = await page.evaluate(() => ({
      path: globalThis.location.pathname,
      lang: globalThis.document.documentElement.lang,
      text: globalThis.document.body.innerText,
    }));
    return { lhr, shown };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/**
 * Lighthouse's failures that it says to retry (the trace or the first paint not recorded) come
 * now and then on a busy machine; a run ending in one is run again, at most twice, and said so.
 */
const RETRIED = new Set(['NO_FCP', 'NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_LCP']);

async function measureWithRetries(tools, target) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(tools, target);
    } catch (error) {
      if (!RETRIED.has(error.lighthouseCode) || attempt === 3) throw error;
      process.stdout.write(` (${error.lighthouseCode}, running it again)`);
    }
  }
}

/**
 * The API calls of the measured load that only the signed-in member may make (routes naming the
 * member answer 403 to anyone else), answered 200: proof in Lighthouse's own record that the run
 * carried the session.
 */
function memberRequests(lhr, account) {
  const own = new RegExp(`/api/.*/(${account.id}|${account.slug})([/?]|$)`);
  return lhr.audits['network-requests'].details.items.filter(
    (request) => own.test(request.url) && request.statusCode === 200,
  );
}

/** The figures of one run; times in ms, bytes as transferred. */
function figures(lhr) {
  const numeric = (id) => lhr.audits[id].numericValue;
  const scripts = lhr.audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    speedIndex: numeric('speed-index'),
    jsBytes: scripts?.transferSize ?? 0,
  };
}

const METRICS = [
  { id: 'performance', label: 'performance', format: (v) => String(Math.round(v)) },
  { id: 'accessibility', label: 'accessibility', format: (v) => String(Math.round(v)) },
  { id: 'lcp', label: 'LCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { id: 'tbt', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { id: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { id: 'fcp', label: 'FCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { id: 'speedIndex', label: 'Speed Index', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { id: 'jsBytes', label: 'JS transferred', format: (v) => `${(v / 1024).toFixed(1)} KB` },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summary(runs) {
  return Object.fromEntries(
    METRICS.map(({ id }) => {
      const values = runs.map((run) => run[id]);
      return [id, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
}

function printPage(key, runs, stats) {
  console.log(`\n${key}: median (min–max) of ${runs.length} run(s)`);
  for (const { id, label, format } of METRICS) {
    const { median: mid, min, max } = stats[id];
    console.log(
      `  ${label.padEnd(15)} ${format(mid).padEnd(10)} (${format(min)} – ${format(max)})`,
    );
  }
}

function printTable(results) {
  const header = ['page', ...METRICS.map((m) => m.label)];
  const rows = results.map(({ key, stats }) => [
    key,
    ...METRICS.map(({ id, format }) => format(stats[id].median)),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log('\nMedians');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

function load() {
  return os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
}

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(HELP);
    return;
  }
  if (!existsSync(CHROMIUM)) {
    fail(
      `Chromium was not found at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
  const built = ['shell/dist/index.html', 'api/dist/server.js'].every((file) =>
    existsSync(path.join(ROOT, file)),
  );
  if (!opts.url && (opts.build || !built)) {
    console.log('Building the site (npm run build) ...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) fail('npm run build failed');
  }
  const tools = await loadLighthouse();
  const server = opts.url ? null : await startServer();
  const stop = () => server?.stop();
  const interrupted = (signal) => {
    // Ctrl-C must not leave the server (and its database folder) behind.
    Promise.resolve(stop()).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const origin = new URL(opts.url ?? server.url).origin;
    const members = new Map();
    const memberFor = async (phone) => {
      if (!members.has(phone)) members.set(phone, await signIn(origin, phone));
      return members.get(phone);
    };
    const site = {};
    if (opts.pages.some((page) => page === CERTIFICATE_PAGE)) {
      site.certificateId = await demoCertificateId(origin, await memberFor(ROHAN));
    }
    console.log(
      `Lighthouse ${tools.version}, mobile defaults, ${opts.runs} run(s) per page, ` +
        `language ${opts.lang}, ${os.cpus().length} CPUs, load average ${load()}`,
    );
    const results = [];
    for (const page of opts.pages) {
      const url = `${origin}${page.path(site)}`;
      const member = page.member ? await memberFor(page.member) : null;
      const runs = [];
      for (let run = 1; run <= opts.runs; run += 1) {
        process.stdout.write(`${url}${member ? ` (${member.account.name})` : ''}: run ${run} ...`);
        const session = member ? await member.fresh() : null;
        const { lhr, shown } = await measureWithRetries(tools, {
          url,
          origin,
          language: opts.lang,
          session,
        });
        const requested = new URL(url).pathname;
        if (shown.path !== requested) {
          fail(`Lighthouse ended on ${shown.path}, not ${requested}: the page sent it elsewhere`);
        }
        if (page.expect && !page.expect.test(shown.text)) {
          fail(
            `${requested} did not show ${page.expect} in the run` +
              `${member ? ` (was ${member.account.name} signed in?)` : ''}; it showed:\n` +
              shown.text.slice(0, 600),
          );
        }
        if (member && !memberRequests(lhr, member.account).length) {
          fail(
            `${requested}: no request of the run asked the API for ${member.account.name}'s own ` +
              'data with success, so it was not measured signed in',
          );
        }
        if (shown.lang !== opts.lang) fail(`${requested} was in ${shown.lang}, not ${opts.lang}`);
        if (opts.save) {
          mkdirSync(opts.save, { recursive: true });
          const name = `${requested.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`;
          writeFileSync(path.join(opts.save, name), JSON.stringify(lhr));
        }
        const figuresOfRun = figures(lhr);
        for (const warning of lhr.runWarnings) console.log(`\n  warning: ${warning}`);
        console.log(
          ` performance ${figuresOfRun.performance}, LCP ${METRICS[2].format(figuresOfRun.lcp)}, ` +
            `TBT ${METRICS[3].format(figuresOfRun.tbt)}, CLS ${METRICS[4].format(figuresOfRun.cls)}`,
        );
        runs.push(figuresOfRun);
      }
      const stats = summary(runs);
      printPage(
        page.key === '/certificate/<id>' ? url.slice(origin.length) : page.key,
        runs,
        stats,
      );
      results.push({ key: page.key, stats });
    }
    printTable(results);
    console.log(`\nLoad average at the end: ${load()} (figures from a busy machine are lower)`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(`\nbench:pages failed: ${error.message}`);
  process.exitCode = 1;
});
