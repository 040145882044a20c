// Browser tests drive Debian's Chromium; a test tool's own browser download cannot work here.
const { existsSync } = require('node:fs');

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `\nChromium was not found at ${path}.\n` +
      'Install it with: apt-get update && apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary). `bash .ci/run` installs it for you.\n',
  );
  process.exit(1);
}
