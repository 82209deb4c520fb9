/**
 * The bundler side of the federation runtime: the object Rspack's Module Federation start-up
 * code (`moduleFederationDefaultRuntime`) installs into every container's `__webpack_require__`
 * (the interface of `@module-federation/webpack-bundler-runtime`), backed by the page-wide state
 * of ./federation.ts. Rspack calls:
 * - `init` once per container, with the container's name, shared packages and plugins;
 * - `consumes` when a chunk that imports shared packages loads, `installInitialConsumes` for the
 *   eagerly shared ones of the start-up;
 * - `I` (initialise sharing) and `initContainerEntry` (a host calling the container's `init`);
 * - `S`, the share scopes, and `attachShareScopeMap`;
 * - `remotes` for build-time remotes, which this site has none of (the shell reads /remotes.json).
 */
import { addPlugins, federation, loadShare, loadShareSync, provide, type ModuleFactory, type RuntimePlugin, type ShareConfig, type SharedEntry } from './federation';
import { BUNDLER_RUNTIME_GLOBAL } from './globals';

interface ConsumeData {
  shareScope: string | string[];
  shareKey: string;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  singleton?: boolean;
  eager?: boolean;
  fallback: () => ModuleFactory | Promise<ModuleFactory>;
}

interface Handler {
  getter: () => ModuleFactory | Promise<ModuleFactory>;
  shareKey: string;
  shareInfo: { shareConfig: ShareConfig; scope: Array<string | string[]> };
}

type Module = { exports: unknown };

interface WebpackRequire {
  (id: string): unknown;
  m: Record<string, (module: Module) => void>;
  c: Record<string, unknown>;
  o(object: object, key: string): boolean;
  S?: unknown;
  consumesLoadingData?: { moduleIdToConsumeDataMapping?: Record<string, ConsumeData> };
  federation: {
    initOptions: { name: string; shared?: Record<string, Array<Omit<SharedEntry, 'from' | 'useIn'>>>; plugins?: RuntimePlugin[] };
    instance?: { name: string };
    hasAttachShareScopeMap?: boolean;
  };
}

type Installed = Record<string, Promise<unknown> | 0>;

function scopeOf(handler: Handler): string {
  const scope = handler.shareInfo.scope[0];
  return (Array.isArray(scope) ? scope[0] : scope) || 'default';
}

/** The handler of a consumed module; one made from the loading data when the start-up had none. */
function handlerOf(id: string, mapping: Record<string, Handler>, webpackRequire: WebpackRequire): Handler {
  const data = webpackRequire.consumesLoadingData?.moduleIdToConsumeDataMapping?.[id];
  if (!mapping[id] && data) {
    mapping[id] = {
      getter: data.fallback,
      shareKey: data.shareKey,
      shareInfo: { shareConfig: { requiredVersion: data.requiredVersion, strictVersion: data.strictVersion, singleton: data.singleton, eager: data.eager }, scope: [data.shareScope] },
    };
  }
  return mapping[id];
}

function attachShareScopeMap(webpackRequire: WebpackRequire): void {
  if (!webpackRequire.S || webpackRequire.federation.hasAttachShareScopeMap) return;
  webpackRequire.S = federation().scopes;
  webpackRequire.federation.hasAttachShareScopeMap = true;
}

function define(webpackRequire: WebpackRequire, id: string, factory: () => unknown): void {
  webpackRequire.m[id] = (module) => {
    delete webpackRequire.c[id];
    module.exports = factory();
  };
}

const bundlerRuntime = {
  S: federation().scopes,

  init({ webpackRequire }: { webpackRequire: WebpackRequire }) {
    const { name, shared, plugins } = webpackRequire.federation.initOptions;
    provide(name, shared);
    addPlugins(plugins);
    return { name };
  },

  consumes(options: { chunkId: string; promises: Promise<unknown>[]; chunkMapping: Record<string, string[]>; moduleToHandlerMapping: Record<string, Handler>; installedModules: Installed; webpackRequire: WebpackRequire }) {
    const { chunkId, promises, chunkMapping, moduleToHandlerMapping, installedModules, webpackRequire } = options;
    attachShareScopeMap(webpackRequire);
    if (!webpackRequire.o(chunkMapping, chunkId)) return;
    for (const id of chunkMapping[chunkId]) {
      if (webpackRequire.o(installedModules, id)) {
        promises.push(installedModules[id] as Promise<unknown>);
        continue;
      }
      const onFactory = (factory: ModuleFactory) => {
        installedModules[id] = 0;
        define(webpackRequire, id, factory);
      };
      // The module throws when required, so the chunk still loads and the failure reaches
      // the one who imports it (a remote's ./app: the shell's contained fallback).
      const onError = (error: unknown) => {
        delete installedModules[id];
        define(webpackRequire, id, () => {
          throw error;
        });
      };
      try {
        const handler = handlerOf(id, moduleToHandlerMapping, webpackRequire);
        const shared = loadShare(handler.shareKey, handler.shareInfo.shareConfig, scopeOf(handler), webpackRequire.federation.initOptions.name);
        const factory = shared === false ? handler.getter() : shared;
        if (typeof factory === 'function') onFactory(factory);
        else promises.push((installedModules[id] = Promise.resolve(factory).then(onFactory, onError)));
      } catch (error) {
        onError(error);
      }
    }
  },

  installInitialConsumes(options: { webpackRequire: WebpackRequire; installedModules: Installed; initialConsumes: string[]; moduleToHandlerMapping: Record<string, Handler> }) {
    const { webpackRequire, installedModules, initialConsumes, moduleToHandlerMapping } = options;
    for (const id of initialConsumes) {
      webpackRequire.m[id] = (module) => {
        installedModules[id] = 0;
        delete webpackRequire.c[id];
        const handler = handlerOf(id, moduleToHandlerMapping, webpackRequire);
        const shared = loadShareSync(handler.shareKey, handler.shareInfo.shareConfig, scopeOf(handler), webpackRequire.federation.initOptions.name);
        const factory = shared === false ? handler.getter() : shared;
        if (typeof factory !== 'function') throw new Error(`shared module ${handler.shareKey} is not available for eager consumption`);
        module.exports = factory();
      };
    }
  },

  /** Initialise sharing: every container offered its packages at `init`; nothing is left to wait for. */
  I(_options: { shareScopeName: string | string[] }) {
    return Promise.resolve(true);
  },

  /**
   * A host calls the container's `init` with its share scope. With this runtime it is the
   * page's own scope already; a scope from elsewhere (a host on another runtime) is joined both
   * ways, so neither side loads a second copy of a singleton.
   */
  initContainerEntry(options: { shareScope?: Record<string, Record<string, SharedEntry>>; shareScopeKey?: string | string[]; webpackRequire: WebpackRequire }) {
    const { shareScope, webpackRequire } = options;
    const key = (Array.isArray(options.shareScopeKey) ? options.shareScopeKey[0] : options.shareScopeKey) || 'default';
    const scopes = federation().scopes;
    const own = (scopes[key] ??= {});
    if (shareScope && shareScope !== own) {
      for (const [name, versions] of Object.entries(shareScope)) own[name] = { ...versions, ...own[name] };
      for (const [name, versions] of Object.entries(own)) shareScope[name] = { ...own[name], ...versions };
    }
    attachShareScopeMap(webpackRequire);
    return Promise.resolve(true);
  },

  remotes(options: { chunkId: string; chunkMapping: Record<string, unknown[]>; webpackRequire: WebpackRequire }) {
    if (options.webpackRequire.o(options.chunkMapping, options.chunkId)) {
      throw new Error('build-time remotes are not supported: remotes are registered at run time from /remotes.json');
    }
  },
};

/**
 * What the start-up code copies into `__webpack_require__.federation` (the reference package's
 * default export, less the fields the start-up fills in itself).
 */
const runtime = { bundlerRuntime, attachShareScopeMap };

// A production remote takes this runtime from the shell instead of carrying a copy (rspack.ts).
(globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] ??= runtime;

export default runtime;
