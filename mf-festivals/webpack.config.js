const { createAppWebpackConfig } = require('@yoga/shared/build');

// Exposes its app (seasonal festival tools) once its first feature lands; until then it has no container.
module.exports = createAppWebpackConfig({
  name: 'mf-festivals',
  packageDir: __dirname,
  kind: 'remote',
});
