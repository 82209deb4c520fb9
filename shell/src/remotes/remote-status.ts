/** Load state of each remote, shown by the outlet (loading, contained fallback). */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { RemoteName } from '@joy/mf-config/remotes';

export type RemoteState = { status: 'idle' | 'loading' | 'mounted' } | { status: 'failed'; code: string; message: string };

export const remoteStatus = createStore<Record<string, RemoteState>>()(() => ({}));

export function setRemoteState(name: RemoteName, state: RemoteState): void {
  remoteStatus.setState({ [name]: state });
}

// One shared object: a selector must return a stable value or React re-renders forever.
const IDLE: RemoteState = { status: 'idle' };

export function useRemoteState(name: RemoteName): RemoteState {
  return useStore(remoteStatus, (s) => s[name] ?? IDLE);
}
