// The registry this project installs from serves only the Linux builds of packages that ship
// native binaries (swc, unrs-resolver, ...). npm then leaves the other platforms' optional
// dependencies out of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds
// a bare optional entry for each missing one; `npm ci` skips those it cannot fetch, as npm does
// for any optional dependency. Run after changing dependencies; `--check` only reports.
const fs = require('node:fs');
const path = require('node:path');

const lockPath = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const missing = [];

for (const [location, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted] || missing.some((m) => m.key === hoisted)) continue;
    missing.push({
      key: hoisted,
      entry: { version, optional: true, ...(meta.dev ? { dev: true } : {}) },
    });
  }
}

if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} optional platform packages, so \`npm ci\` would fail.\n` +
        'Run `node scripts/complete-lockfile.js` and commit the lock file.',
    );
    process.exit(1);
  }
} else {
  for (const { key, entry } of missing) packages[key] = entry;
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${missing.length} optional entries to package-lock.json`);
}
