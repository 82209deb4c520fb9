import { loadManifest } from '../remotes-manifest';
import { setRemoteState } from '../remote-status';
import { filesOfRemote, prefetchRemotesWhenIdle, remotesToPrefetch, savesData } from '../prefetch-remotes';

jest.mock('../remotes-manifest', () => ({ loadManifest: jest.fn() }));

/** A remote's mf-manifest.json as the build writes it (publicPath auto: files beside the manifest). */
const remoteManifest = (name: string) => ({
  metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { name: 'legal-dialog', path: './legal-dialog', assets: { js: { sync: ['9.a.js', 'legal.b.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: 'app', path: './app', assets: { js: { sync: ['189.c.js', `__federation_expose_app.${name}.js`], async: ['form-pages.d.js'] }, css: { sync: [], async: [] } } },
  ],
});

const manifest = {
  discovery: { entry: '/remotes/discovery/mf-manifest.json', version: 'a' },
  booking: { entry: '/remotes/booking/mf-manifest.json', version: 'b' },
  member: { entry: '/remotes/member/mf-manifest.json', version: 'c' },
  dealer: { entry: '/remotes/dealer/mf-manifest.json', version: 'd' },
  help: { entry: '/remotes/help/mf-manifest.json', version: 'e' },
};

describe('prefetching the other remotes', () => {
  it('does not spend a connection that saves data or is 2G', () => {
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '4g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });

  it('fetches only listed remotes not loaded or loading yet', () => {
    expect(remotesToPrefetch(['discovery', 'help', 'member'], { discovery: { status: 'mounted' }, member: { status: 'loading' } })).toEqual(['help']);
    expect(remotesToPrefetch([], {})).toEqual([]);
  });

  it("names a remote's entry and the files its ./app needs at once, beside its manifest, not its lazy chunks", () => {
    expect(filesOfRemote('/remotes/help@1.2.0/mf-manifest.json', remoteManifest('help'))).toEqual([
      '/remotes/help@1.2.0/remoteEntry.js',
      '/remotes/help@1.2.0/189.c.js',
      '/remotes/help@1.2.0/__federation_expose_app.help.js',
    ]);
  });

  it('waits for the first remote to mount, then prefetches the rest once, when idle, running none of them', async () => {
    (loadManifest as jest.Mock).mockResolvedValue(manifest);
    const asked: string[] = [];
    const fetchMock = jest.fn(async (url: string) => {
      asked.push(url);
      return { ok: true, json: async () => remoteManifest(url.split('/')[2]) };
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const idle: (() => void)[] = [];
    setRemoteState('discovery', { status: 'loading' });
    prefetchRemotesWhenIdle((run) => idle.push(run));
    expect(idle).toHaveLength(0);

    setRemoteState('discovery', { status: 'mounted' });
    setRemoteState('booking', { status: 'mounted' });
    expect(idle).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    idle[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(asked).toEqual(['member', 'dealer', 'help'].map((name) => `/remotes/${name}/mf-manifest.json`));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.every((l) => l.rel === 'prefetch')).toBe(true);
    expect(links.map((l) => new URL(l.href).pathname)).toEqual(
      ['member', 'dealer', 'help'].flatMap((name) => [`/remotes/${name}/remoteEntry.js`, `/remotes/${name}/189.c.js`, `/remotes/${name}/__federation_expose_app.${name}.js`]),
    );
    // Nothing is run: no script element is added.
    expect(document.querySelectorAll('script')).toHaveLength(0);
    // Once per page.
    prefetchRemotesWhenIdle((run) => idle.push(run));
    expect(idle).toHaveLength(1);
  });
});
