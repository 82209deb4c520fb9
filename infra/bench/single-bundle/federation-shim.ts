/**
 * Stands in for `@module-federation/enhanced/runtime` in the single-bundle build: the remotes'
 * apps are plain dynamic imports of their source (split chunks of the same build, one copy of
 * every library), so the shell code runs unchanged without federation.
 */
import type { RemoteName } from '@joy/mf-config/remotes';

type Load = () => Promise<unknown>;

/** Every remote of shared/mf-config's list must have its app here: a new remote fails to compile until added. */
const modules: Record<`${RemoteName}/app`, Load> & Record<string, Load> = {
  'discovery/app': () => import('../../../mfe-discovery/src/bootstrap'),
  'booking/app': () => import('../../../mfe-booking/src/bootstrap'),
  'member/app': () => import('../../../mfe-member/src/bootstrap'),
  'dealer/app': () => import('../../../mfe-dealer/src/bootstrap'),
  'help/app': () => import('../../../mfe-help/src/bootstrap'),
  'help/legal-dialog': () => import('../../../mfe-help/src/features/legal/components/legal-dialog'),
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = modules[id];
  if (!load) throw new Error(`${id} is not part of the single bundle`);
  return (await load()) as T;
}

export function registerRemotes(): void {
  // Nothing to register: every app is in the bundle.
}
