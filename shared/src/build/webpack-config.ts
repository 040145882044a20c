import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationNameOf } from '../routing/remote-manifest';
import { ROUTES_MODULE } from './app-routes';
import { PageFilesPlugin } from './page-files-plugin';
import { RoutesFilePlugin } from './routes-file-plugin';
import { StartupFilesPlugin } from './startup-files-plugin';
import { createSharedDependencies } from './shared-dependencies';

export interface AppBuildOptions {
  /** Federation name; remotes are addressed by it in the manifest. */
  name: string;
  /** The package folder (its `src/` and `dist/` live here). */
  packageDir: string;
  kind: 'host' | 'remote';
  /** Modules a remote exposes, e.g. `{ './app': './src/app/remote-app.tsx' }`. */
  exposes?: Record<string, string>;
  /** Host only: the HTML template. */
  template?: string;
  /** Host only: the site icon, linked from the page and served beside it. */
  favicon?: string;
}

/** TypeScript and JSX through swc, as every app, the prerenderer and the kit's gallery compile it. */
export const scriptRule: RuleSetRule = {
  test: /\.(ts|tsx)$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic' } },
      },
    },
  },
};

/**
 * `locales/<language>.json` catalogues are compiled at build time (see compile-catalogue.ts); each
 * one is imported dynamically, so it becomes its own chunk, fetched only in its language.
 */
export const catalogueRule: RuleSetRule = {
  test: /[\\/]locales[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: path.join(__dirname, 'catalogue-loader.js'),
};

/**
 * The federation runtime's packages ship CommonJS and ES builds. The plugin's injected code
 * requires one and `@module-federation/enhanced/runtime` imports the other, so without this the
 * shell carried the runtime twice (about 20 KB compressed of every first view, decision 0032).
 * Every import and require of them now resolves to the same (CommonJS) file.
 */
const ONE_FEDERATION_RUNTIME = Object.fromEntries(
  [
    '@module-federation/runtime-core',
    '@module-federation/runtime',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ].map((name) => [`${name}$`, require.resolve(name)]),
);

/**
 * Immer and Reselect, imported by each of Redux Toolkit's three shared entries. Webpack's default
 * split left Reselect (under its 20 KB floor) inside the query/react entry's chunk as well, so every
 * first view downloaded it twice; one chunk of both, whoever asks first, fetches them once.
 */
const REDUX_HELPERS = {
  reduxHelpers: {
    test: /[\\/]node_modules[\\/](immer|reselect)[\\/]/,
    name: 'redux-helpers',
    chunks: 'async',
    enforce: true,
  },
} as const;

/**
 * One webpack configuration for the shell and every remote, so they agree on sharing, hashing and
 * file names. Hashed assets are cached forever by the server; entry files keep fixed names and are
 * served with no-cache.
 */
export function createAppWebpackConfig(options: AppBuildOptions): Configuration {
  const isHost = options.kind === 'host';
  const plugins: NonNullable<Configuration['plugins']> = [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    new ModuleFederationPlugin({
      name: federationNameOf(options.name),
      filename: 'remoteEntry.js',
      exposes: options.exposes ?? {},
      shared: createSharedDependencies(),
      // Loaded-first: a remote reuses what the shell already loaded instead of fetching every
      // remote entry at start to compare versions, so one dead remote cannot break boot.
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // The shell carries the federation runtime once; remotes borrow it instead of bundling
      // their own copy into every remoteEntry.
      experiments: {
        ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        // Browser-only: leaves the runtime's Node loading paths out of the bundle.
        optimization: { target: 'web' },
      },
    }),
  ];
  // Members are mostly on slow mobile networks: every text asset ships as .br and .gz beside the
  // original, which the server hands out by Accept-Encoding without compressing per request.
  for (const [algorithm, extension] of [
    ['gzip', 'gz'],
    ['brotliCompress', 'br'],
  ] as const) {
    plugins.push(
      new CompressionPlugin({
        algorithm,
        filename: `[path][base].${extension}`,
        test: /\.(js|css|html|json|svg|ttf)$/,
        threshold: 1024,
        minRatio: 0.9,
      }),
    );
  }
  if (existsSync(path.join(options.packageDir, ROUTES_MODULE))) {
    plugins.push(new RoutesFilePlugin(options.packageDir));
    if (!isHost) plugins.push(new PageFilesPlugin(options.packageDir));
  }
  if (isHost) {
    plugins.push(
      // The host's entry (src/index.ts) waits on this import before rendering: its async boundary.
      new StartupFilesPlugin('./bootstrap'),
      new HtmlWebpackPlugin({
        template: options.template ?? path.join(options.packageDir, 'src/index.html'),
        ...(options.favicon ? { favicon: path.join(options.packageDir, options.favicon) } : {}),
        scriptLoading: 'defer',
      }),
    );
  }
  return {
    context: options.packageDir,
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(options.packageDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      conditionNames: ['source', '...'],
      alias: ONE_FEDERATION_RUNTIME,
    },
    module: {
      rules: [
        scriptRule,
        catalogueRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // A font a page draws with (the festival posters): a hashed file, cached for good.
        {
          test: /\.ttf$/,
          type: 'asset/resource',
          generator: { filename: '[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins,
    devtool: 'source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: { runtimeChunk: false, splitChunks: { cacheGroups: REDUX_HELPERS } },
  };
}

/** Where a host's build-time renderer and the pages it writes go (served by the API, not as files). */
export const PRERENDER_DIR = 'dist-server';

/**
 * A Node bundle of one module that renders pages to HTML at build time, compiled like the app
 * (same swc settings, the shared package from source), so the HTML and the app cannot drift apart.
 */
export function createPrerenderWebpackConfig(options: {
  packageDir: string;
  entry: string;
}): Configuration {
  return {
    name: 'prerender',
    context: options.packageDir,
    target: 'node',
    entry: { prerender: options.entry },
    output: {
      path: path.join(options.packageDir, PRERENDER_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['source', '...'] },
    module: { rules: [scriptRule, catalogueRule] },
    devtool: false,
    stats: 'errors-warnings',
    performance: { hints: false },
    optimization: { minimize: false },
  };
}
