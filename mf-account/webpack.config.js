const { createAppWebpackConfig } = require('@yoga/shared/build');

// Exposes its app (profile and addresses) once its first feature lands; until then it has no container.
module.exports = createAppWebpackConfig({
  name: 'mf-account',
  packageDir: __dirname,
  kind: 'remote',
});
