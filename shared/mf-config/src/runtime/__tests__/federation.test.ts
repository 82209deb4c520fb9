import { federation, getContainer, loadRemote, loadShare, loadShareSync, locateEntry, provide, registerRemotes, selectShared, addPlugins, type Container, type ModuleFactory } from '../federation';

function reset(): void {
  const state = federation();
  for (const key of Object.keys(state.scopes)) delete state.scopes[key];
  for (const key of Object.keys(state.remotes)) delete state.remotes[key];
  state.plugins.length = 0;
}

const offer = (version: string, get: () => ModuleFactory | Promise<ModuleFactory>, shareConfig = {}) => ({ version, get, scope: ['default'], shareConfig });

describe('the share scope', () => {
  beforeEach(reset);

  it('keeps a version with its first provider and every version offered', () => {
    const shells = () => () => 'shell copy';
    provide('shell', { react: [offer('19.2.0', shells)] });
    provide('help', { react: [offer('19.2.0', () => () => 'help copy'), offer('19.3.0', () => () => 'newer')] });
    const versions = federation().scopes.default.react;
    expect(Object.keys(versions).sort()).toEqual(['19.2.0', '19.3.0']);
    expect(versions['19.2.0'].from).toBe('shell');
    expect(versions['19.2.0'].get).toBe(shells);
  });

  it('gives a singleton the version already loaded on the page, not a higher one offered later', async () => {
    provide('shell', { react: [offer('19.2.0', () => () => 'shell react')] });
    const first = loadShare('react', { singleton: true, requiredVersion: '^19.0.0' }, 'default', 'shell');
    expect(typeof first === 'function' && first()).toBe('shell react');
    provide('help', { react: [offer('19.3.0', () => () => 'help react')] });
    expect(selectShared('react', { singleton: true, requiredVersion: '^19.0.0' })?.version).toBe('19.2.0');
  });

  it('gives a singleton nobody loaded yet the highest version offered', () => {
    provide('shell', { swr: [offer('2.1.0', () => () => 'old')] });
    provide('member', { swr: [offer('2.4.0', () => () => 'new')] });
    expect(selectShared('swr', { singleton: true, requiredVersion: '^2.0.0' })?.version).toBe('2.4.0');
  });

  it('refuses a strict singleton outside the range, naming the package, the consumer and the range', () => {
    provide('shell', { '@joy/ui': [offer('0.1.0', () => () => 'ui')] });
    expect(() => loadShare('@joy/ui', { singleton: true, requiredVersion: '^0.2.0', strictVersion: true }, 'default', 'help')).toThrow(
      'version 0.1.0 from shell of shared singleton module @joy/ui does not satisfy the requirement of help which needs ^0.2.0',
    );
  });

  it('only warns for a loose singleton outside the range, and still shares the one copy', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provide('shell', { dayjs: [offer('1.11.0', () => () => 'dayjs')] });
    expect(selectShared('dayjs', { singleton: true, requiredVersion: '^2.0.0' }, 'default', 'member')?.version).toBe('1.11.0');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dayjs does not satisfy the requirement of member which needs ^2.0.0'));
    warn.mockRestore();
  });

  it('gives a package that is not a singleton the highest version in range, and nothing when none is', () => {
    provide('shell', { lib: [offer('1.2.0', () => () => 1), offer('1.5.0', () => () => 2), offer('2.0.0', () => () => 3)] });
    expect(selectShared('lib', { requiredVersion: '^1.0.0' })?.version).toBe('1.5.0');
    expect(selectShared('lib', { requiredVersion: '^3.0.0' })).toBeUndefined();
    expect(loadShare('missing', { singleton: true })).toBe(false);
  });

  it("loads a lazily shared package's chunk once for every consumer, and again after a failure", async () => {
    let calls = 0;
    let fail = true;
    provide('shell', {
      'pusher-js': [
        offer('8.4.0', () => {
          calls += 1;
          return fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => 'pusher');
        }),
      ],
    });
    await expect(loadShare('pusher-js', { singleton: true })).rejects.toThrow('chunk failed');
    fail = false;
    const [a, b] = await Promise.all([loadShare('pusher-js', { singleton: true }, 'default', 'shell'), loadShare('pusher-js', { singleton: true }, 'default', 'member')]);
    expect(a).toBe(b);
    expect(calls).toBe(2);
    expect(federation().scopes.default['pusher-js']['8.4.0']).toMatchObject({ loaded: true, useIn: ['shell', 'member'] });
    expect(loadShare('pusher-js', { singleton: true })).toBe(a);
  });

  it('serves eager packages synchronously, and says so when a package would need a chunk', () => {
    provide('shell', { react: [offer('19.2.0', () => () => 'react')], valtio: [offer('2.0.0', () => Promise.resolve(() => 'valtio'))] });
    const react = loadShareSync('react', { singleton: true });
    expect(react && react()).toBe('react');
    expect(() => loadShareSync('valtio', { singleton: true })).toThrow('shared module valtio is not available synchronously');
  });
});

describe('remotes', () => {
  beforeEach(reset);
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).help;
    delete (globalThis as Record<string, unknown>).help_v2;
  });

  function fakeContainer(exposed: Record<string, unknown>) {
    const container = {
      init: jest.fn<unknown, Parameters<Container['init']>>(() => Promise.resolve(true)),
      get: jest.fn((expose: string) => (expose in exposed ? Promise.resolve(() => exposed[expose]) : Promise.reject(new Error(`no ${expose}`)))),
    };
    return container;
  }

  function manifestServer(manifests: Record<string, unknown>) {
    global.fetch = jest.fn(async (url: string | URL | Request) => {
      const body = manifests[String(url)];
      return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
    }) as typeof fetch;
  }

  const helpManifest = (globalName = 'help') => ({ metaData: { globalName, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } });

  it("finds a remote's entry from its manifest: beside it with publicPath auto, under an explicit publicPath and path", async () => {
    expect(await locateEntry('help', 'http://localhost/remotes/help/mf-manifest.json', async () => helpManifest())).toEqual({ url: 'http://localhost/remotes/help/remoteEntry.js', globalName: 'help' });
    const cdn = { metaData: { globalName: 'help', publicPath: 'https://cdn.example.test/help/v7/', remoteEntry: { name: 'remoteEntry.js', path: 'entries' } } };
    expect(await locateEntry('help', '/remotes/help/mf-manifest.json', async () => cdn)).toEqual({ url: 'https://cdn.example.test/help/v7/entries/remoteEntry.js', globalName: 'help' });
    expect(await locateEntry('help', '/remotes/help/remoteEntry.js')).toEqual({ url: 'http://localhost/remotes/help/remoteEntry.js', globalName: 'help' });
    await expect(locateEntry('help', '/m.json', async () => ({}))).rejects.toThrow('names no remote entry');
  });

  it('loads a remote once: manifest, entry script, init with the page share scope, then the exposed module', async () => {
    manifestServer({ 'http://localhost/remotes/help/mf-manifest.json': helpManifest() });
    const container = fakeContainer({ './app': { mount: 'help app' }, './legal-dialog': { dialog: true } });
    const load = jest.fn(async (url: string) => {
      expect(url).toBe('http://localhost/remotes/help/remoteEntry.js');
      (globalThis as Record<string, unknown>).help = container;
    });
    registerRemotes([{ name: 'help', entry: '/remotes/help/mf-manifest.json' }]);
    expect(await loadRemote('help/app', load)).toEqual({ mount: 'help app' });
    expect(await loadRemote('help/legal-dialog', load)).toEqual({ dialog: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init.mock.calls[0][0]).toBe(federation().scopes.default);
    expect(container.get).toHaveBeenCalledWith('./app');
  });

  it('tells the plugins of a failed load, rethrows when none answers, and tries afresh the next time', async () => {
    manifestServer({ 'http://localhost/remotes/help/mf-manifest.json': helpManifest() });
    const heard: Array<{ id: string; message: string }> = [];
    addPlugins([{ name: 'listener', errorLoadRemote: ({ id, error }) => void heard.push({ id, message: (error as Error).message }) }]);
    registerRemotes([{ name: 'help', entry: '/remotes/help/mf-manifest.json' }]);
    const failing = jest.fn(async () => Promise.reject(new Error('the remote entry could not be loaded')));
    await expect(loadRemote('help/app', failing)).rejects.toThrow('could not be loaded');
    expect(heard).toEqual([{ id: 'help/app', message: 'the remote entry could not be loaded' }]);
    const container = fakeContainer({ './app': 'recovered' });
    await expect(loadRemote('help/app', async () => void ((globalThis as Record<string, unknown>).help = container))).resolves.toBe('recovered');
  });

  it('lets a plugin answer for a failed load', async () => {
    addPlugins([{ name: 'fallback', errorLoadRemote: () => ({ fallback: true }) }]);
    await expect(loadRemote('nowhere/app')).resolves.toEqual({ fallback: true });
  });

  it('keeps a loaded remote when registered again with the same entry, and loads a new release when the entry changes', async () => {
    manifestServer({
      'http://localhost/remotes/help/mf-manifest.json': helpManifest(),
      'http://localhost/remotes/help@v2/mf-manifest.json': helpManifest('help_v2'),
    });
    const v1 = fakeContainer({ './app': 'v1' });
    const v2 = fakeContainer({ './app': 'v2' });
    const load = jest.fn(async (url: string) => {
      const host = globalThis as Record<string, unknown>;
      if (url.includes('help@v2')) host.help_v2 = v2;
      else host.help = v1;
    });
    registerRemotes([{ name: 'help', entry: '/remotes/help/mf-manifest.json' }]);
    expect(await loadRemote('help/app', load)).toBe('v1');
    registerRemotes([{ name: 'help', entry: '/remotes/help/mf-manifest.json' }], { force: true });
    await getContainer('help', load);
    expect(load).toHaveBeenCalledTimes(1);
    registerRemotes([{ name: 'help', entry: '/remotes/help@v2/mf-manifest.json' }], { force: true });
    expect((globalThis as Record<string, unknown>).help).toBeUndefined();
    expect(await loadRemote('help/app', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses an entry that defines no container', async () => {
    registerRemotes([{ name: 'help', entry: '/remotes/help/remoteEntry.js' }]);
    await expect(loadRemote('help/app', async () => undefined)).rejects.toThrow('defines no container help');
  });
});
