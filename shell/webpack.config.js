const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { createJiti } = require('jiti');
const { DefinePlugin } = require('webpack');
const {
  builtRemoteRoutesDefine,
  createAppWebpackConfig,
  createPrerenderWebpackConfig,
  scriptRule,
} = require('@yoga/shared/build');

const dist = path.join(__dirname, 'dist');

/**
 * The offline worker (src/features/offline) is built after the app, from the files the app wrote:
 * its precache list names the app's hashed scripts and styles of this very build.
 */
async function serviceWorkerConfig() {
  const { precacheManifest } = await createJiti(__filename).import(
    './src/features/offline/precache-manifest.ts',
  );
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/features/offline/service-worker.ts' },
    output: { path: dist, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'], conditionNames: ['source', '...'] },
    module: {
      rules: [
        scriptRule,
        // The worker takes only the language rules from @yoga/shared; its modules have no side
        // effects, which lets webpack leave out the rest of the domain entry (phone metadata and all).
        { include: path.join(__dirname, '..', 'shared', 'src'), sideEffects: false },
      ],
    },
    plugins: [
      new DefinePlugin({
        __PRECACHE__: DefinePlugin.runtimeValue(
          () =>
            JSON.stringify(
              precacheManifest(readdirSync(dist), (file) => readFileSync(path.join(dist, file))),
            ),
          true,
        ),
      }),
    ],
    devtool: false,
    stats: 'errors-warnings',
    performance: { hints: false },
  };
}

module.exports = async () => {
  // The manifest the shell falls back to is made from the remotes' route declarations.
  const remoteRoutes = await builtRemoteRoutesDefine(path.join(__dirname, '..'));
  const app = createAppWebpackConfig({
    name: 'shell',
    packageDir: __dirname,
    kind: 'host',
    favicon: 'src/favicon.svg',
  });
  app.name = 'shell';
  // The error monitoring's client (Sentry's packages) in one file of a fixed name, which the
  // offline worker leaves out: only deployments with a DSN fetch it (features/monitoring).
  app.optimization = {
    ...app.optimization,
    splitChunks: {
      ...app.optimization?.splitChunks,
      cacheGroups: {
        ...app.optimization?.splitChunks?.cacheGroups,
        monitoring: {
          test: /[\\/]node_modules[\\/]@sentry(-internal)?[\\/]/,
          name: 'monitoring-vendor',
          chunks: 'async',
          enforce: true,
        },
      },
    },
  };
  const prerender = createPrerenderWebpackConfig({
    packageDir: __dirname,
    entry: './src/prerender/render-home-shell.tsx',
  });
  for (const config of [app, prerender]) config.plugins = [...(config.plugins ?? []), remoteRoutes];
  return [app, prerender, await serviceWorkerConfig()];
};
