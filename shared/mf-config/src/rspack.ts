/**
 * The one Rspack + Module Federation build shape. The shell is the host (no remotes at build
 * time: it reads /remotes.json at run time); each mfe-* is a remote exposing `./app`
 * (single-spa-react lifecycles) and emitting mf-manifest.json.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { hostShared, sharedDeps } from './shared-deps';
import { devPorts, type RemoteName } from './remotes';
import { BUNDLER_RUNTIME_GLOBAL } from './runtime/globals';
import { reactRouterProduction } from './react-router-build';

const require = createRequire(__filename);

/** The page's federation runtime (./runtime): its bundler side and the shell's API. */
const bundlerRuntimeFile = require.resolve('./runtime/bundler-runtime.ts');
const runtimeApiFile = require.resolve('./runtime/index.ts');
/** The reference bundler runtime Rspack's Module Federation start-up code imports by path. */
const referenceBundlerRuntime = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * Every container's start-up code (Rspack's, unchanged) takes the site's federation runtime
 * (./runtime) in place of the reference one: the same bundler interface, the same container and
 * share-scope protocols, the manifests of @module-federation/enhanced, about 3 KB gzip instead
 * of 24 KB on the first load (shared/mf-config/README.md).
 */
function siteFederationRuntime() {
  return new rspack.NormalModuleReplacementPlugin(referenceBundlerRuntime, (data: { request: string; createData?: { resource?: string } }) => {
    if (data.createData?.resource) data.createData.resource = bundlerRuntimeFile;
    else if (data.request) data.request = bundlerRuntimeFile;
  });
}

/**
 * styled-components' SWC transform: each component gets an id from its file's content and its
 * place in the file (`withConfig({ componentId })`) instead of from the order components happen
 * to be created on the page. The page server's render and the browser's then name every class
 * alike, whatever else the page loaded first — which hydrating a remote's server-rendered first
 * view needs (React keeps the server's nodes and their classes). Its CSS minification makes the
 * bundles smaller too; display names stay off (their size is the diner's to pay).
 */
const styledComponentsTransform: [string, Record<string, unknown>] = [
  require.resolve('@swc/plugin-styled-components'),
  { ssr: true, displayName: false, fileName: false, minify: true, transpileTemplateLiterals: false, pure: true },
];

interface Common {
  dir: string;
  mode?: 'production' | 'development';
}

function base({ dir, mode }: Common, uniqueName: string, port: number): Configuration {
  const production = (mode ?? process.env.NODE_ENV) !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // JOY_SOURCE_MAPS=1 (`npx rspack build` in a workspace; turbo does not pass it): a production
    // build with source maps beside it, for profiling the start-up. Not for the budgets, which
    // would count the maps.
    devtool: process.env.JOY_SOURCE_MAPS ? 'source-map' : production ? false : 'eval-cheap-module-source-map',
    output: {
      // JOY_OUT_DIR builds a release somewhere else (release scripts, the hot-swap e2e test).
      path: process.env.JOY_OUT_DIR ? path.resolve(process.env.JOY_OUT_DIR) : path.join(dir, 'dist'),
      uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: production ? reactRouterProduction : {} },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              experimental: { plugins: [styledComponentsTransform] },
            },
            env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource' },
        { test: /\.md$/, type: 'asset/source' },
      ],
    },
    performance: { hints: false },
    plugins: [
      siteFederationRuntime(),
      // Build-time settings read in browser code: the release label a remote reports on its
      // root element (data-release) and the native app's link scheme for the /authorize handoff.
      new rspack.DefinePlugin({
        'process.env.JOY_RELEASE': JSON.stringify(process.env.JOY_RELEASE ?? 'local'),
        'process.env.JOY_APP_SCHEME': JSON.stringify(process.env.JOY_APP_SCHEME ?? 'joyapp'),
      }),
    ],
    devServer: {
      port,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      proxy: [{ context: ['/v2', '/memberDealer', '/uploads', '/app', '/health', '/openapi.json'], target: 'http://127.0.0.1:3000', ws: true }],
    },
  };
}

/**
 * One federation runtime on the page. In a production build a remote does not bundle the
 * federation runtime: its remoteEntry.js takes the shell's (BUNDLER_RUNTIME_GLOBAL), so a
 * remote entry is its container, its chunk map and its share configuration. The price: a
 * production remote runs only inside a shell that provides the runtime (release the shell
 * first), so its production build has no standalone page. Development builds (`rspack serve`,
 * `npm run dev`) carry their own copy, which joins the page's state on `globalThis`, so the
 * standalone harness works as before and the dev shell takes them as they are.
 */
export function remoteConfig(options: Common & { name: RemoteName; title: string; exposes?: Record<string, string> }): Configuration {
  const config = base(options, `joy_${options.name}`, devPorts[options.name]);
  config.name = options.name;
  const production = config.mode === 'production';
  config.output = { ...config.output, publicPath: 'auto' };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/bootstrap.tsx', ...options.exposes },
      shared: sharedDeps(),
      manifest: true,
      dts: false,
    }),
    ...(production ? [new rspack.ExternalsPlugin('global', ({ request }, callback) => callback(undefined, request && (request === bundlerRuntimeFile || referenceBundlerRuntime.test(request)) ? BUNDLER_RUNTIME_GLOBAL : undefined))] : []),
    // The standalone harness: the remote mounted on its own page for development.
    ...(production ? [] : [new rspack.HtmlRspackPlugin({ template: require.resolve('../templates/standalone.html'), title: options.title, chunks: ['main'] })]),
  ];
  return config;
}

export function hostConfig(options: Common & { remotesJson?: () => unknown }): Configuration {
  const config = base(options, 'joy_shell', devPorts.shell);
  config.name = 'shell';
  config.output = { ...config.output, publicPath: '/' };
  // The shell's loader imports the runtime's API under the reference package's name.
  config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), '@module-federation/enhanced/runtime$': runtimeApiFile } };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: hostShared(),
      shareStrategy: 'loaded-first',
      runtimePlugins: [require.resolve('./runtime-plugin.ts')],
      manifest: false,
      dts: false,
    }),
    new rspack.HtmlRspackPlugin({ template: path.join(options.dir, 'src/index.html'), inject: 'body', scriptLoading: 'defer' }),
  ];
  const remotesJson = options.remotesJson;
  if (remotesJson && config.devServer) {
    config.devServer.setupMiddlewares = (middlewares, server) => {
      server.app?.get('/remotes.json', (_req: unknown, res: { setHeader(name: string, value: string): void; json(body: unknown): void }) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.json(remotesJson());
      });
      return middlewares;
    };
  }
  return config;
}

/**
 * The first-view renderer of an app, for the page server (infra/api plugins/web.ts): the same
 * components built for Node into `<dist>/server/render.js`, one self-contained CommonJS file
 * (React, styled-components and the rest inside, nothing resolved from the server's
 * node_modules), so a remote released alone brings the renderer of its own release with it.
 * Its entry (`src/server.tsx`) exports what the page server calls; see @joy/ui/server.
 */
export function serverConfig(options: Common & { name: string }): Configuration {
  const config = base(options, `joy_${options.name}_server`, 0);
  const out = (config.output?.path as string) ?? path.join(options.dir, 'dist');
  return {
    ...config,
    name: `${options.name}-server`,
    // After the browser build, whose output.clean empties the folder this one writes into.
    dependencies: [options.name],
    target: 'node20',
    entry: { render: './src/server.tsx' },
    devtool: false,
    output: {
      ...config.output,
      path: path.join(out, 'server'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      // One file: a lazy chunk (React.lazy, import()) goes inside it.
      asyncChunks: false,
      // Pictures imported by components resolve to the browser build's files.
      publicPath: options.name === 'shell' ? '/' : `/remotes/${options.name}/`,
      clean: true,
    },
    module: {
      ...config.module,
      rules: (config.module?.rules ?? []).map((rule) =>
        rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader'
          ? { ...rule, options: { ...(rule.options as object), env: { targets: 'node 20' } } }
          : rule,
      ),
    },
    optimization: { minimize: false, splitChunks: false },
    devServer: undefined,
  };
}

export { devPorts };
