/**
 * `node -r ./api/src/testing/ts-register.cjs api/src/server.ts` runs the API from its TypeScript
 * source, as tests that need a real API process (killed with SIGKILL, restarted) do: `npm test`
 * runs Jest before anything is built, so they cannot start api/dist. Each file is compiled on
 * load with SWC (the compiler Jest and the build use), and `@yoga/shared/<part>` resolves to
 * shared's source, as in the API's Jest config.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const sharedSource = path.resolve(__dirname, '../../../shared/src');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveShared(request, ...rest) {
  const shared = /^@yoga\/shared(?:\/(.+))?$/.exec(request);
  if (shared) return path.join(sharedSource, shared[1] ?? '', 'index.ts');
  return resolveFilename.call(this, request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
