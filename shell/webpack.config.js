const path = require('node:path');
const {
  builtRemoteRoutesDefine,
  createAppWebpackConfig,
  createPrerenderWebpackConfig,
} = require('@yoga/shared/build');

module.exports = async () => {
  // The manifest the shell falls back to is made from the remotes' route declarations.
  const remoteRoutes = await builtRemoteRoutesDefine(path.join(__dirname, '..'));
  const app = createAppWebpackConfig({
    name: 'shell',
    packageDir: __dirname,
    kind: 'host',
    favicon: 'src/favicon.svg',
  });
  const prerender = createPrerenderWebpackConfig({
    packageDir: __dirname,
    entry: './src/prerender/render-home-shell.tsx',
  });
  for (const config of [app, prerender]) config.plugins = [...(config.plugins ?? []), remoteRoutes];
  return [app, prerender];
};
