/**
 * Once the first page's remote has mounted and the browser is idle, the other remotes' entries
 * and the files of their `./app` are fetched ahead (Module Federation's preloadRemote: link
 * preloads, nothing runs), so a navigation into a remote not loaded yet waits only for its
 * scripts to run, not for the network. Skipped when the diner asked to save data or is on a 2G
 * connection; a failure only means the navigation fetches as before.
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@joy/mf-config/remotes';
import { loadManifest } from './remotes-manifest';
import { remoteStatus } from './remote-status';

/** How long the browser may stay busy before the prefetch starts anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 3_000;

type Schedule = (run: () => void) => void;

const whenIdle: Schedule = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 200);
};

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the diner's connection should not be spent on pages they may never open. */
export function savesData(connection: Connection | undefined = (navigator as Navigator & { connection?: Connection }).connection): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The remotes to fetch ahead: every remote in /remotes.json but the ones already loaded or loading. */
export function remotesToPrefetch(listed: string[], states: Record<string, { status: string } | undefined>): RemoteName[] {
  return remoteNames.filter((name) => listed.includes(name) && (states[name]?.status ?? 'idle') === 'idle');
}

let scheduled = false;

/** Starts the prefetch once, after the first remote has mounted and the browser is idle. */
export function prefetchRemotesWhenIdle(schedule: Schedule = whenIdle): void {
  if (scheduled || savesData()) return;
  const start = () => {
    if (scheduled) return;
    scheduled = true;
    unsubscribe();
    schedule(() => {
      void loadManifest()
        .then((manifest) => {
          const names = remotesToPrefetch(Object.keys(manifest), remoteStatus.getState());
          if (names.length === 0) return undefined;
          return preloadRemote(names.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./app'], resourceCategory: 'sync' as const })));
        })
        .catch(() => undefined);
    });
  };
  const mounted = () => Object.values(remoteStatus.getState()).some((s) => s?.status === 'mounted');
  const unsubscribe = remoteStatus.subscribe(() => {
    if (mounted()) start();
  });
  if (mounted()) start();
}
