import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadManifest } from '../remotes-manifest';
import { setRemoteState } from '../remote-status';
import { prefetchRemotesWhenIdle, remotesToPrefetch, savesData } from '../prefetch-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => undefined), registerRemotes: jest.fn() }));
jest.mock('../remotes-manifest', () => ({ loadManifest: jest.fn() }));

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

  it('waits for the first remote to mount, then preloads the rest once, when idle', async () => {
    (loadManifest as jest.Mock).mockResolvedValue(manifest);
    const idle: (() => void)[] = [];
    setRemoteState('discovery', { status: 'loading' });
    prefetchRemotesWhenIdle((run) => idle.push(run));
    expect(idle).toHaveLength(0);

    setRemoteState('discovery', { status: 'mounted' });
    setRemoteState('booking', { status: 'mounted' });
    expect(idle).toHaveLength(1);
    expect(preloadRemote).not.toHaveBeenCalled();
    idle[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith(
      ['member', 'dealer', 'help'].map((nameOrAlias) => ({ nameOrAlias, exposes: ['./app'], resourceCategory: 'sync' })),
    );
    // Once per page.
    prefetchRemotesWhenIdle((run) => idle.push(run));
    expect(idle).toHaveLength(1);
  });
});
