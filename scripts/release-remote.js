#!/usr/bin/env node
// Releases one remote on its own (issue 25, docs/remote-releases.md). Run in the remote's folder
// (`npm run release -w mf-festivals`):
//   1. builds only this remote, from the same lockfile (its webpack build; nothing else is built),
//      into a folder of its own: the remote's dist/, which the site serves, is not touched;
//   2. names the release `<version>-<first 8 hex of its mf-manifest.json's SHA-256>`;
//   3. copies the build to the release store (RELEASES_DIR, by default ./releases beside the
//      remotes), into `<remote>/<release>/`, a folder that is never written again;
//   4. registers it through the ops API (RELEASE_API, by default http://127.0.0.1:$PORT, with
//      OPS_TOKEN), which checks the stored manifest's hash; `--activate` then switches the remote
//      to it. `--no-build` releases the build already in dist/.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');

const ROOT = path.join(__dirname, '..');

function fail(message) {
  throw new Error(message);
}

async function ops(url, method, body) {
  const token = process.env.OPS_TOKEN;
  if (!token) fail('OPS_TOKEN is not set: registering a release is an ops action');
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) fail(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: {
      activate: { type: 'boolean', default: false },
      build: { type: 'boolean', default: true },
      reason: { type: 'string' },
    },
    allowNegative: true,
  });
  const remoteDir = process.cwd();
  const { name, version } = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  if (!/^mf-[a-z0-9-]+$/.test(name)) fail(`run it in a remote's folder (this is ${name})`);
  const dist = values.build
    ? mkdtempSync(path.join(tmpdir(), `release-${name}-`))
    : path.join(remoteDir, 'dist');
  try {
    if (values.build) {
      // The remote's webpack config comes from @yoga/shared's build tooling, compiled by its own
      // build; a fresh clone has not run it yet.
      if (!existsSync(path.join(ROOT, 'shared', 'dist', 'build', 'index.js'))) {
        execFileSync('npm', ['run', 'build', '-w', '@yoga/shared'], {
          cwd: ROOT,
          stdio: 'inherit',
        });
      }
      execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', dist], {
        cwd: remoteDir,
        stdio: 'inherit',
      });
    }
    await publish({ name, version, dist, values });
  } finally {
    if (values.build) rmSync(dist, { recursive: true, force: true });
  }
}

async function publish({ name, version, dist, values }) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) fail(`${dist} holds no build`);
  const sha256 = createHash('sha256').update(readFileSync(manifestFile)).digest('hex');
  const release = `${version}-${sha256.slice(0, 8)}`;
  const store = path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
  const folder = path.join(store, name, release);
  if (existsSync(folder)) {
    console.log(`release: ${name} ${release} is already in the store; it is not written again`);
  } else {
    cpSync(dist, folder, { recursive: true });
    console.log(`release: copied ${name} ${release} to ${folder}`);
  }
  const api = (process.env.RELEASE_API ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
    /\/$/,
    '',
  );
  const reason = values.reason ?? process.env.RELEASE_REASON ?? `Release ${release} of ${name}`;
  await ops(`${api}/api/config/remotes/${name}/releases`, 'POST', {
    release,
    version,
    manifest_sha256: sha256,
    reason,
  });
  console.log(`release: registered ${name} ${release} (manifest SHA-256 ${sha256})`);
  if (values.activate) {
    await ops(`${api}/api/config/remotes/${name}/release`, 'PUT', { release, reason });
    console.log(`release: ${name} now serves ${release}`);
  }
  console.log(release);
}

main().catch((error) => {
  console.error(`release: ${error.message}`);
  process.exitCode = 1;
});
