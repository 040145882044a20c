// Jest's twin of the webpack catalogue loader: tests see catalogues compiled by the same function
// the build uses (shared/src/build/compile-catalogue.ts, compiled here with swc so no build step
// has to run before the tests).
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

module.exports = {
  process(source, file) {
    const compiled = compileCatalogue(source, file);
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(compiled)} };` };
  },
};
