// Jest's twin of the webpack catalogue loader: tests see catalogues compiled by the same function
// the build uses (shared/src/build/compile-catalogue.ts, compiled here with swc so no build step
// has to run before the tests).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const compilerFile = path.join(__dirname, '../shared/src/build/compile-catalogue.ts');

function requireTypeScript(file) {
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    swcrc: false,
  });
  const compiled = new Module(file);
  compiled.filename = file;
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  compiled._compile(code, file);
  return compiled.exports;
}

const { compileCatalogue } = requireTypeScript(compilerFile);

// Jest caches transformed files by their own text; the compiler's and this file's count too.
const compilerVersion = createHash('sha256')
  .update(readFileSync(compilerFile))
  .update(readFileSync(__filename))
  .digest('hex');

module.exports = {
  getCacheKey(source, file) {
    return createHash('sha256').update(compilerVersion).update(file).update(source).digest('hex');
  },
  // Jest parses what a transformer returns for a .json file as JSON, so the result stays JSON.
  process(source, file) {
    return { code: JSON.stringify(compileCatalogue(source, file)) };
  },
};
