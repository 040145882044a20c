const { createAppWebpackConfig } = require('@yoga/shared/build');

module.exports = createAppWebpackConfig({
  name: 'mf-account',
  packageDir: __dirname,
  kind: 'remote',
  exposes: { './app': './src/app/remote-app.ts' },
});
