const { createAppWebpackConfig, createPrerenderWebpackConfig } = require('@yoga/shared/build');

module.exports = [
  createAppWebpackConfig({
    name: 'shell',
    packageDir: __dirname,
    kind: 'host',
    favicon: 'src/favicon.svg',
    buildEnv: ['SUPPORT_PHONE', 'SUPPORT_EMAIL', 'SUPPORT_HOURS', 'SUPPORT_HOURS_HI'],
  }),
  createPrerenderWebpackConfig({
    packageDir: __dirname,
    entry: './src/prerender/render-home-shell.tsx',
  }),
];
