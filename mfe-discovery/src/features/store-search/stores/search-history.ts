/** Search history (§2 /search): localStorage, most recent first, at most 10, no repeats. */
export const SEARCH_HISTORY_KEY = 'discovery:search-history';
export const SEARCH_HISTORY_MAX = 10;

export function addToHistory(list: string[], keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return list;
  return [word, ...list.filter((k) => k !== word)].slice(0, SEARCH_HISTORY_MAX);
}

/** The keywords in the stored text; damaged text reads as none. */
export function parseHistory(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string').slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

export function saveHistory(list: string[], storage: Storage = localStorage): void {
  try {
    if (list.length) storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
    else storage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage full or blocked (private mode): history is a convenience, searching still works.
  }
}
