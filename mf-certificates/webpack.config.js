const { createAppWebpackConfig } = require('@yoga/shared/build');

// Exposes its app (certificate status, download and verification) once its first feature lands; until then it has no container.
module.exports = createAppWebpackConfig({
  name: 'mf-certificates',
  packageDir: __dirname,
  kind: 'remote',
});
