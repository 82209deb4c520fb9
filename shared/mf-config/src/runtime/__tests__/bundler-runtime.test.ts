/**
 * The bundler interface as Rspack's Module Federation start-up code drives it: a shell with
 * eager singletons and a remote whose chunks consume them, each with its own `__webpack_require__`.
 */
import runtime from '../bundler-runtime';
import { federation } from '../federation';
import { BUNDLER_RUNTIME_GLOBAL } from '../globals';

type Module = { exports: unknown };

function reset(): void {
  const state = federation();
  for (const key of Object.keys(state.scopes)) delete state.scopes[key];
  state.plugins.length = 0;
}

/** A minimal `__webpack_require__` with a module table, a cache and the federation fields. */
function container(name: string, shared: Record<string, Array<{ version: string; get: () => unknown; shareConfig: object }>>, consumes: Record<string, object> = {}) {
  const modules: Record<string, (module: Module) => void> = {};
  const cache: Record<string, Module> = {};
  const require = Object.assign(
    (id: string) => {
      if (cache[id]) return cache[id].exports;
      const module = (cache[id] = { exports: {} });
      modules[id](module);
      return module.exports;
    },
    {
      m: modules,
      c: cache,
      o: (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key),
      S: {},
      consumesLoadingData: { moduleIdToConsumeDataMapping: consumes },
      federation: {
        initOptions: {
          name,
          shared: Object.fromEntries(Object.entries(shared).map(([pkg, offers]) => [pkg, offers.map((o) => ({ ...o, scope: ['default'] }))])),
          plugins: [],
        },
      },
    },
  );
  runtime.attachShareScopeMap(require as never);
  runtime.bundlerRuntime.init({ webpackRequire: require as never });
  return require;
}

const consume = (shareKey: string, fallback: () => unknown, config: object = {}) => ({ shareScope: 'default', shareKey, singleton: true, requiredVersion: '^19.0.0', strictVersion: false, eager: false, fallback, ...config });

describe('the bundler runtime', () => {
  beforeEach(reset);

  it('is offered to production remotes on a global, and gives every container the page share scopes', () => {
    expect((globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL]).toBe(runtime);
    const shell = container('shell', {});
    expect(shell.S).toBe(federation().scopes);
    expect(runtime.bundlerRuntime.S).toBe(federation().scopes);
  });

  it("resolves a remote chunk's shared imports to the shell's copies, synchronously when already loaded", async () => {
    const shellReact = { name: 'the shell react' };
    container('shell', { react: [{ version: '19.2.0', get: () => () => shellReact, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } }] });
    const remoteFallback = jest.fn(() => Promise.resolve(() => ({ name: 'the remote copy' })));
    const remote = container('help', { react: [{ version: '19.2.0', get: remoteFallback, shareConfig: { singleton: true } }] }, { r1: consume('react', remoteFallback) });
    const promises: Promise<unknown>[] = [];
    const installed: Record<string, Promise<unknown> | 0> = {};
    runtime.bundlerRuntime.consumes({ chunkId: 'c1', promises, chunkMapping: { c1: ['r1'] }, moduleToHandlerMapping: {}, installedModules: installed, webpackRequire: remote as never });
    await Promise.all(promises);
    expect(remote('r1')).toBe(shellReact);
    expect(remoteFallback).not.toHaveBeenCalled();
    expect(installed.r1).toBe(0);
  });

  it("uses the consumer's own copy when the page offers none", async () => {
    const own = { name: 'own swr' };
    const remote = container('member', {}, { s1: consume('swr', () => Promise.resolve(() => own), { requiredVersion: '^2.0.0' }) });
    const promises: Promise<unknown>[] = [];
    runtime.bundlerRuntime.consumes({ chunkId: 'c', promises, chunkMapping: { c: ['s1'] }, moduleToHandlerMapping: {}, installedModules: {}, webpackRequire: remote as never });
    expect(promises).toHaveLength(1);
    await Promise.all(promises);
    expect(remote('s1')).toBe(own);
  });

  it('lets the chunk load but makes the import throw when a strict singleton is out of range', async () => {
    container('shell', { '@joy/ui': [{ version: '0.1.0', get: () => () => ({}), shareConfig: { singleton: true } }] });
    const remote = container('help', {}, { u1: consume('@joy/ui', () => () => ({}), { requiredVersion: '^0.2.0', strictVersion: true }) });
    const promises: Promise<unknown>[] = [];
    runtime.bundlerRuntime.consumes({ chunkId: 'c', promises, chunkMapping: { c: ['u1'] }, moduleToHandlerMapping: {}, installedModules: {}, webpackRequire: remote as never });
    await Promise.all(promises);
    expect(() => remote('u1')).toThrow('@joy/ui does not satisfy the requirement of help which needs ^0.2.0');
  });

  it("installs the start-up's eager shared modules, resolved when first required", () => {
    const react = { name: 'react' };
    const get = jest.fn(() => () => react);
    const shell = container('shell', { react: [{ version: '19.2.0', get, shareConfig: { singleton: true, eager: true } }] }, { e1: consume('react', () => () => ({ name: 'fallback' }), { eager: true }) });
    const installed: Record<string, Promise<unknown> | 0> = {};
    runtime.bundlerRuntime.installInitialConsumes({ webpackRequire: shell as never, installedModules: installed, initialConsumes: ['e1'], moduleToHandlerMapping: {} });
    expect(get).not.toHaveBeenCalled();
    expect(shell('e1')).toBe(react);
    expect(installed.e1).toBe(0);
  });

  it("joins a host's share scope from another runtime both ways when the container is initialised", async () => {
    container('help', { dayjs: [{ version: '1.11.0', get: () => () => 'help dayjs', shareConfig: { singleton: true } }] });
    const foreign: Record<string, Record<string, never>> = { react: { '19.2.0': { version: '19.2.0', from: 'other-host' } as never } };
    const remote = container('help', {});
    await expect(runtime.bundlerRuntime.initContainerEntry({ shareScope: foreign as never, webpackRequire: remote as never })).resolves.toBe(true);
    expect(federation().scopes.default.react['19.2.0']).toMatchObject({ from: 'other-host' });
    expect(foreign.dayjs['1.11.0']).toMatchObject({ from: 'help' });
  });

  it('refuses build-time remotes, which the site does not use', () => {
    const shell = container('shell', {});
    expect(() => runtime.bundlerRuntime.remotes({ chunkId: 'x', chunkMapping: { x: ['m'] }, webpackRequire: shell as never })).toThrow('build-time remotes are not supported');
    expect(() => runtime.bundlerRuntime.remotes({ chunkId: 'y', chunkMapping: {}, webpackRequire: shell as never })).not.toThrow();
  });
});
