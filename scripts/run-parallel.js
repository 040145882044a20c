#!/usr/bin/env node
// Runs npm scripts side by side and fails if any fails: `node scripts/run-parallel.js lint
// typecheck`. ESLint and tsc each use one core; on CI's two cores they finish together in the
// time of the longer, about a minute sooner than one after the other (decision 0038).
const { spawn } = require('node:child_process');

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('run-parallel: name the npm scripts to run');
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Each script's output is kept whole and printed when it ends, so two logs never interleave.
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        process.stdout.write(`\n==> npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'}\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code === 0 && signal === null);
      });
    }),
);

Promise.all(runs).then((passed) => {
  process.exitCode = passed.every(Boolean) ? 0 : 1;
});
