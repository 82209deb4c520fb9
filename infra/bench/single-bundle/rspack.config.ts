/**
 * The single-bundle (non-federated) build of the same site, for the federation-overhead ratio
 * (`npm run bench:federation`): the shell's entry, the remotes' apps imported
 * from source through federation-shim.ts, production mode, the same loaders, targets and
 * libraries as the federated build (shared/mf-config/src/rspack.ts), no Module Federation.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const root = path.resolve(__dirname, '../../..');

const config: Configuration = {
  mode: 'production',
  context: root,
  entry: { main: './shell/src/index.ts' },
  devtool: false,
  output: {
    path: path.join(root, 'infra/bench/out/single-bundle'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-shim.ts') },
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: false } } },
          env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
        },
        type: 'javascript/auto',
      },
      { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource' },
      { test: /\.md$/, type: 'asset/source' },
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  performance: { hints: false },
  plugins: [
    new rspack.DefinePlugin({
      'process.env.JOY_RELEASE': JSON.stringify('single-bundle'),
      'process.env.JOY_APP_SCHEME': JSON.stringify(process.env.JOY_APP_SCHEME ?? 'joyapp'),
    }),
    new rspack.HtmlRspackPlugin({ template: path.join(root, 'shell/src/index.html'), inject: 'body', scriptLoading: 'defer' }),
  ],
};

export default config;
