import { useCallback, useSyncExternalStore } from 'react';
import { SEARCH_HISTORY_KEY, addToHistory, parseHistory, saveHistory } from './search-history';

/**
 * The device's search history as an outside store: the server, which has no storage, renders
 * the page without it (`serverSnapshot`), and the browser takes that markup over as it stands,
 * then shows the history it keeps. Another tab's change shows too (the `storage` event).
 */
const NONE: string[] = [];
const listeners = new Set<() => void>();
/** The last list read, by the stored text it came from: the same text gives the same array. */
let read: { raw: string | null; list: string[] } = { raw: null, list: NONE };

function snapshot(): string[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SEARCH_HISTORY_KEY);
  } catch {
    return NONE;
  }
  if (raw !== read.raw) read = { raw, list: parseHistory(raw) };
  return read.list;
}

const serverSnapshot = () => NONE;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === SEARCH_HISTORY_KEY) listener();
  };
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

function write(next: string[]) {
  // A device that refuses to store it (full, blocked) keeps no history: searching still works.
  saveHistory(next);
  for (const listener of listeners) listener();
}

export function useSearchHistory() {
  const history = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const add = useCallback((keyword: string) => write(addToHistory(snapshot(), keyword)), []);
  const clear = useCallback(() => write([]), []);
  return { history, add, clear };
}
