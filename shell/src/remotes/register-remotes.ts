/** One single-spa application per remote, active exactly where the route table says. */
import { registerApplication, start, triggerAppChange, unloadApplication } from 'single-spa';
import { remoteNames, type RemoteName } from '@joy/mf-config/remotes';
import { ownerOf } from '../routes/match';
import { loadRemoteApp, type RemoteProps } from './load-remote-app';
import { resetManifest } from './remotes-manifest';
import { setRemoteState } from './remote-status';
import { hydratableFirstViewOf } from './first-view';

export const outletId = (name: RemoteName) => `remote-${name}`;

export function registerAll(): void {
  for (const name of remoteNames) {
    registerApplication<RemoteProps>({
      name,
      app: () => loadRemoteApp(name),
      activeWhen: (location) => ownerOf(location.pathname) === name,
      customProps: () => ({ name, domElement: document.getElementById(outletId(name)) as HTMLElement, firstView: hydratableFirstViewOf(name) }),
    });
  }
  start({ urlRerouteOnly: true });
}

/** The fallback's retry: forget the failed load and let single-spa load the remote again. */
export async function retryRemote(name: RemoteName): Promise<void> {
  setRemoteState(name, { status: 'loading' });
  resetManifest();
  await unloadApplication(name, { waitForUnmount: false });
  await triggerAppChange();
}
