// Builds the UI kit's gallery (shared/src/ui/gallery) into dist/ as one script and one stylesheet,
// compiled as the site is (shared/src/build/webpack-config.ts). Only e2e/tests/ui-kit.spec.ts
// serves it, from inside the browser test, so it never reaches the production server.
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { catalogueRule, scriptRule } = require('@yoga/shared/build');

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
      scriptRule,
      catalogueRule,
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
