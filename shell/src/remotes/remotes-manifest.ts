/**
 * The runtime remotes manifest (/remotes.json): carried in the page's HTML (boot data) or
 * fetched once per page, never compiled in, so a remote can be rebuilt and redeployed without
 * touching the shell. A retry after a failure always asks /remotes.json.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@joy/mf-config/remotes';
import { bootData } from '@joy/auth';

let pending: Promise<RemotesManifest> | null = null;
/** The page's HTML carries the manifest of the moment: used for the first load only. */
let carried = true;

async function fetchManifest(): Promise<RemotesManifest> {
  const inPage = carried ? bootData().remotes : undefined;
  carried = false;
  let manifest: RemotesManifest;
  if (inPage && Object.keys(inPage).length > 0) manifest = inPage as RemotesManifest;
  else {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes manifest answered ${response.status}`);
    manifest = (await response.json()) as RemotesManifest;
  }
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
