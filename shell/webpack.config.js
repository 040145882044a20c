const { createAppWebpackConfig } = require('@yoga/shared/build');

module.exports = createAppWebpackConfig({
  name: 'shell',
  packageDir: __dirname,
  kind: 'host',
  favicon: 'src/favicon.svg',
  buildEnv: ['SUPPORT_PHONE', 'SUPPORT_EMAIL', 'SUPPORT_HOURS'],
});
