/**
 * Once the first page's remote has mounted and the browser is idle, the other remotes' entries
 * and the files of their `./app` are fetched ahead — `<link rel="prefetch">` for each file
 * their mf-manifest.json names, at the lowest priority, nothing run — so a navigation into a
 * remote not loaded yet waits only for its scripts to run, not for the network. (Module
 * Federation's preloadRemote runs each remote's entry script as it fetches it: a long task per
 * remote on a phone, while the diner may be tapping the page.) Skipped when the diner asked to
 * save data or is on a 2G connection; a failure only means the navigation fetches as before.
 */
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

/** The part of a remote's mf-manifest.json that says which files its entry and `./app` are. */
interface RemoteFiles {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** The files a remote's `./app` needs before it runs, as URLs beside its manifest (publicPath `auto`). */
export function filesOfRemote(manifestUrl: string, manifest: RemoteFiles): string[] {
  const base = new URL('.', new URL(manifestUrl, window.location.href));
  const entry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((e) => e.path === './app');
  const files = [...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(app?.assets?.js?.sync ?? []), ...(app?.assets?.css?.sync ?? [])];
  return files.map((file) => new URL(file, base).pathname);
}

function prefetchFile(href: string): void {
  if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.appendChild(link);
}

async function prefetchRemote(manifestUrl: string): Promise<void> {
  // The manifest is fetched as the federation runtime will fetch it when the remote is opened.
  const response = await fetch(manifestUrl);
  if (!response.ok) return;
  for (const href of filesOfRemote(manifestUrl, (await response.json()) as RemoteFiles)) prefetchFile(href);
}

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
          return Promise.all(names.flatMap((name) => (manifest[name]?.entry ? [prefetchRemote(manifest[name].entry).catch(() => undefined)] : [])));
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
