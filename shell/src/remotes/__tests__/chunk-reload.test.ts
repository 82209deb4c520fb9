import { isChunkLoadError, reloadOnceAMinute, RELOAD_GUARD_MS } from '../chunk-reload';

describe('chunk load failure', () => {
  it('recognises chunk load errors and nothing else', () => {
    const chunk = new Error('Loading chunk 311 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page at most once per minute', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnceAMinute(t0, storage, reload)).toBe(true);
    expect(reloadOnceAMinute(t0 + 30_000, storage, reload)).toBe(false);
    expect(reloadOnceAMinute(t0 + RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reloadOnceAMinute(t0 + RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
