/**
 * Every remote loads through here: manifest → loadRemote with retry → lifecycles wrapped
 * so the shell knows when it mounted. On failure the app gets inert lifecycles and the
 * outlet shows the contained fallback (with retry) while the rest of the site works.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { errorCodes, type RemoteName } from '@joy/mf-config/remotes';
import { emit } from '@joy/bus';
import { loadManifest } from './remotes-manifest';
import { retry } from './retry';
import { setRemoteState } from './remote-status';
import { releaseFirstView } from './first-view';

export interface RemoteProps {
  domElement: HTMLElement;
  name: string;
  /** The server's first view, for the first mount to take over (remotes/first-view.ts). */
  firstView: HTMLElement | null;
}

type Lifecycle = (props: RemoteProps) => Promise<unknown>;

function fail(name: RemoteName, code: string, error: unknown): LifeCycles<RemoteProps> {
  const message = error instanceof Error ? error.message : String(error);
  releaseFirstView(name);
  setRemoteState(name, { status: 'failed', code, message });
  emit('remote:error', { id: `${name}/app`, code, message });
  console.error(`[${code}] remote "${name}" failed:`, error);
  const noop = async () => undefined;
  return { bootstrap: noop, mount: noop, unmount: noop };
}

function asArray(lifecycle: Lifecycle | Lifecycle[]): Lifecycle[] {
  return Array.isArray(lifecycle) ? lifecycle : [lifecycle];
}

export async function loadRemoteApp(name: RemoteName): Promise<LifeCycles<RemoteProps>> {
  setRemoteState(name, { status: 'loading' });
  let manifest;
  try {
    manifest = await retry(() => loadManifest(), 2);
  } catch (error) {
    return fail(name, errorCodes.manifestUnavailable, error);
  }
  if (!manifest[name]) return fail(name, errorCodes.remoteNotListed, new Error(`${name} is not in /remotes.json`));

  let mod: { bootstrap: Lifecycle | Lifecycle[]; mount: Lifecycle | Lifecycle[]; unmount: Lifecycle | Lifecycle[] } | null;
  try {
    mod = await retry(() => loadRemote(`${name}/app`));
    if (!mod || typeof mod.mount !== 'function' && !Array.isArray(mod.mount)) throw new Error(`${name}/app exposes no single-spa lifecycles`);
  } catch (error) {
    return fail(name, errorCodes.remoteLoadFailed, error);
  }

  const markMounted = async () => {
    releaseFirstView(name, document, { mounted: true });
    setRemoteState(name, { status: 'mounted' });
  };
  const guard = (steps: Lifecycle[]) =>
    steps.map((step) => async (props: RemoteProps) => {
      try {
        return await step(props);
      } catch (error) {
        fail(name, errorCodes.remoteCrashed, error);
        return undefined;
      }
    });
  return {
    bootstrap: guard(asArray(mod.bootstrap)),
    mount: [...guard(asArray(mod.mount)), markMounted],
    unmount: guard(asArray(mod.unmount)),
  };
}
