// Builds the UI kit's gallery (shared/src/ui/gallery) into dist/ as one script and one stylesheet,
// compiled as the site is (shared/src/build/webpack-config.ts). Only e2e/tests/ui-kit.spec.ts
// serves it, from inside the browser test, so it never reaches the production server.
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const shared = path.join(__dirname, '../../shared');

module.exports = {
  mode: 'production',
  context: shared,
  entry: { gallery: './src/ui/gallery/main.tsx' },
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].js',
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['source', '...'] },
  module: {
    rules: [
      {
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
      },
      // The catalogue rule of the site's build: ICU messages compiled ahead of time.
      {
        test: /[\\/]locales[\\/][a-z]{2}\.json$/,
        type: 'javascript/auto',
        use: path.join(shared, 'dist/build/catalogue-loader.js'),
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({ filename: '[name].css' }),
    // The catalogues are imported dynamically; one file keeps serving the gallery trivial.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};
