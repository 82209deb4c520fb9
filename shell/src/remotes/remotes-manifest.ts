/**
 * The runtime remotes manifest (/remotes.json): fetched once per page, never compiled in,
 * so a remote can be rebuilt and redeployed without touching the shell.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@joy/mf-config/remotes';

let pending: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes manifest answered ${response.status}`);
  const manifest = (await response.json()) as RemotesManifest;
  const list = Object.entries(manifest).flatMap(([name, info]) => (info?.entry ? [{ name, entry: info.entry }] : []));
  registerRemotes(list, { force: true });
  return manifest;
}

export function loadManifest(): Promise<RemotesManifest> {
  if (!pending) {
    pending = fetchManifest().catch((error: unknown) => {
      pending = null; // the next navigation or retry asks again
      throw error;
    });
  }
  return pending;
}

/** Forget the cached manifest (retry after a failure, or a new release). */
export function resetManifest(): void {
  pending = null;
}
