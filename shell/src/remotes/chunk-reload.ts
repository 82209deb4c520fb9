/**
 * §8: a chunk-load failure (typically an old hashed chunk gone after a deploy) reloads the
 * page, at most once per minute so a real outage cannot loop.
 */
export const RELOAD_GUARD_MS = 60_000;
const KEY = 'joy:chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text);
}

export function reloadOnceAMinute(now: number, storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function installChunkReload(): void {
  const handle = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadOnceAMinute(Date.now(), localStorage, () => window.location.reload());
  };
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
  window.addEventListener('error', (event) => handle(event.error ?? event.message));
}
