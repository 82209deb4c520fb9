/**
 * The page's federation runtime: one share scope, the registered remotes, their containers and
 * the runtime plugins, kept on `globalThis` so every container on the page — the shell's and
 * each remote's, whichever copy of this code it was built with — works on the same state.
 *
 * It speaks the protocols of Module Federation 2 and nothing the site does not use:
 * - a remote is registered by the URL of its `mf-manifest.json` (or of its `remoteEntry.js`);
 *   the manifest names the entry file and its global, the entry is loaded with a script tag and
 *   is a standard container (`init(shareScope, initScope, options)`, `get(expose)`);
 * - the share scope has the standard shape (`scope → package → version → { get, loaded, … }`),
 *   so a container built with the reference runtime can join it;
 * - a singleton is the version already loaded on the page, else the highest one provided; a
 *   version outside the consumer's `requiredVersion` fails the consumer when `strictVersion` is
 *   set (the shell shows the contained fallback) and only warns otherwise;
 * - a plugin's `errorLoadRemote` hears every failed load and may answer in its place.
 * Why not the reference runtime (`@module-federation/runtime-core`, 24 KB gzip on every first
 * load, against the 28 KB the whole federation may add): see shared/mf-config/README.md.
 */
import { compareVersions, satisfies } from './semver';

export type ModuleFactory = () => unknown;

export interface ShareConfig {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
}

/** One provided version of a shared package, as the standard share scope holds it. */
export interface SharedEntry {
  version: string;
  from: string;
  get: () => ModuleFactory | Promise<ModuleFactory>;
  eager?: boolean;
  shareConfig: ShareConfig;
  scope: string[];
  loaded?: boolean;
  loading?: Promise<ModuleFactory> | null;
  lib?: ModuleFactory;
  useIn: string[];
}

export type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;

export interface Container {
  init(shareScope: Record<string, Record<string, SharedEntry>>, initScope?: unknown[], options?: unknown): unknown;
  get(expose: string): Promise<ModuleFactory> | ModuleFactory;
}

export interface ErrorLoadRemoteArgs {
  id: string;
  error: unknown;
  lifecycle: 'onLoad';
}

export interface RuntimePlugin {
  name: string;
  errorLoadRemote?(args: ErrorLoadRemoteArgs): unknown;
}

interface Remote {
  entry: string;
  container?: Promise<Container>;
  globalName?: string;
}

interface State {
  scopes: ShareScopeMap;
  remotes: Record<string, Remote>;
  plugins: RuntimePlugin[];
}

const KEY = '__JOY_FEDERATION__';

/** The one state of the page (created by whichever container runs first). */
export function federation(): State {
  const host = globalThis as unknown as Record<string, State | undefined>;
  return (host[KEY] ??= { scopes: {}, remotes: {}, plugins: [] });
}

export function addPlugins(plugins: RuntimePlugin[] | undefined): void {
  const state = federation();
  for (const plugin of plugins ?? []) if (!state.plugins.some((p) => p.name === plugin.name)) state.plugins.push(plugin);
}

/** Offers a container's shared packages; a version already offered stays with its first provider. */
export function provide(from: string, shared: Record<string, Array<Omit<SharedEntry, 'from' | 'useIn'>>> | undefined): void {
  const { scopes } = federation();
  for (const [name, versions] of Object.entries(shared ?? {})) {
    for (const offer of versions) {
      for (const scopeName of offer.scope) {
        const scope = (scopes[scopeName] ??= {});
        const byVersion = (scope[name] ??= {});
        byVersion[offer.version] ??= { ...offer, from, useIn: [] };
      }
    }
  }
}

/**
 * The version a consumer gets: for a singleton the one already loaded or loading, else the
 * highest; otherwise the highest that satisfies the range. Undefined when the scope has none
 * (the consumer uses its own copy).
 */
export function selectShared(name: string, config: ShareConfig, scopeName = 'default', consumer = 'a consumer'): SharedEntry | undefined {
  const offers = Object.values(federation().scopes[scopeName]?.[name] ?? {}).sort((a, b) => compareVersions(b.version, a.version));
  const range = config.requiredVersion || '';
  if (!config.singleton) return offers.find((offer) => satisfies(offer.version, range));
  const chosen = offers.find((offer) => offer.loaded || offer.loading) ?? offers[0];
  if (chosen && range && !satisfies(chosen.version, range)) {
    const message = `version ${chosen.version} from ${chosen.from} of shared singleton module ${name} does not satisfy the requirement of ${consumer} which needs ${range}`;
    if (config.strictVersion) throw new Error(message);
    console.warn(message);
  }
  return chosen;
}

function settle(entry: SharedEntry, factory: ModuleFactory): ModuleFactory {
  entry.lib = factory;
  entry.loaded = true;
  return factory;
}

/** The chosen version's factory, loading its chunk once for the whole page; false when none is offered. */
export function loadShare(name: string, config: ShareConfig, scopeName?: string, consumer?: string): ModuleFactory | Promise<ModuleFactory> | false {
  const entry = selectShared(name, config, scopeName, consumer);
  if (!entry) return false;
  if (consumer && !entry.useIn.includes(consumer)) entry.useIn.push(consumer);
  if (entry.lib) return entry.lib;
  if (!entry.loading) {
    const got = entry.get();
    if (typeof got === 'function') return settle(entry, got);
    entry.loading = Promise.resolve(got).then((factory) => settle(entry, factory));
    entry.loading.catch(() => {
      entry.loading = null; // a later consumer tries the chunk again
    });
  }
  return entry.loading;
}

/** For eagerly consumed packages: the factory now, or an error when it would need a chunk. */
export function loadShareSync(name: string, config: ShareConfig, scopeName?: string, consumer?: string): ModuleFactory | false {
  const factory = loadShare(name, config, scopeName, consumer);
  if (factory === false || typeof factory === 'function') return factory;
  throw new Error(`shared module ${name} is not available synchronously: it is not eager where it is provided`);
}

/**
 * Registers remotes by name; a remote whose entry changed (a new release) is loaded afresh the
 * next time it is asked for. With the same entry a loaded container is kept.
 */
export function registerRemotes(list: Array<{ name: string; entry: string }>, _options?: { force?: boolean }): void {
  const { remotes } = federation();
  for (const { name, entry } of list) {
    const known = remotes[name];
    if (known?.entry === entry) continue;
    if (known?.globalName) delete (globalThis as Record<string, unknown>)[known.globalName];
    remotes[name] = { entry };
  }
}

export type ScriptLoader = (url: string) => Promise<void>;

/** A classic script, as a container's entry is built to be loaded. */
export const loadScript: ScriptLoader = (url) =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`the remote entry ${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });

interface Manifest {
  metaData?: { globalName?: string; publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

/** Where a remote's entry is and which global it defines, from its manifest (or the entry itself). */
export async function locateEntry(name: string, entry: string, fetchJson: (url: string) => Promise<unknown> = defaultFetchJson): Promise<{ url: string; globalName: string }> {
  const parsed = new URL(entry, globalThis.location?.href);
  const url = parsed.href;
  if (!parsed.pathname.endsWith('.json')) return { url, globalName: name };
  const meta = ((await fetchJson(url)) as Manifest).metaData;
  const file = meta?.remoteEntry?.name;
  if (!file) throw new Error(`the manifest of ${name} (${url}) names no remote entry`);
  const base = meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, url).href : url;
  const dir = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  return { url: new URL(dir + file, base).href, globalName: meta.globalName || name };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the manifest ${url} answered ${response.status}`);
  return response.json();
}

/** A remote's container, initialised with the page's share scope; fetched once while it works. */
export function getContainer(name: string, load: ScriptLoader = loadScript): Promise<Container> {
  const state = federation();
  const remote = state.remotes[name];
  if (!remote) return Promise.reject(new Error(`the remote ${name} is not registered`));
  if (!remote.container) {
    remote.container = (async () => {
      const { url, globalName } = await locateEntry(name, remote.entry);
      remote.globalName = globalName;
      const host = globalThis as Record<string, unknown>;
      let container = host[globalName] as Container | undefined;
      if (!container?.get) {
        await load(url);
        container = host[globalName] as Container | undefined;
      }
      if (!container || typeof container.get !== 'function') throw new Error(`the remote entry ${url} defines no container ${globalName}`);
      const scope = (state.scopes.default ??= {});
      await container.init(scope, [], { shareScopeMap: state.scopes, shareScopeKeys: 'default' });
      return container;
    })();
    remote.container.catch(() => {
      if (state.remotes[name] === remote) remote.container = undefined; // the next load tries again
    });
  }
  return remote.container;
}

/** `remote/expose` → the exposed module; a failure goes through the plugins' errorLoadRemote first. */
export async function loadRemote<T>(id: string, load?: ScriptLoader): Promise<T | null> {
  try {
    const names = Object.keys(federation().remotes).sort((a, b) => b.length - a.length);
    const name = names.find((candidate) => id.startsWith(`${candidate}/`));
    if (!name) throw new Error(`no registered remote provides ${id}`);
    const container = await getContainer(name, load);
    const factory = await container.get(`.${id.slice(name.length)}`);
    return factory() as T;
  } catch (error) {
    for (const plugin of federation().plugins) {
      const answer = await plugin.errorLoadRemote?.({ id, error, lifecycle: 'onLoad' });
      if (answer !== undefined) return answer as T;
    }
    throw error;
  }
}
