import { SEARCH_HISTORY_KEY, addToHistory, parseHistory, saveHistory } from '../search-history';

const stored = () => parseHistory(localStorage.getItem(SEARCH_HISTORY_KEY));

describe('search history', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest keyword first and drops its older copy', () => {
    expect(addToHistory(['拉麵', '火鍋'], '火鍋')).toEqual(['火鍋', '拉麵']);
    expect(addToHistory(['拉麵'], '  燒肉 ')).toEqual(['燒肉', '拉麵']);
    expect(addToHistory(['拉麵'], '   ')).toEqual(['拉麵']);
  });

  it('keeps at most 10 keywords', () => {
    const list = Array.from({ length: 10 }, (_, i) => `k${i}`);
    const next = addToHistory(list, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('k9');
  });

  it('saves to and loads from localStorage, and clears', () => {
    saveHistory(['火鍋']);
    expect(stored()).toEqual(['火鍋']);
    saveHistory([]);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('ignores damaged storage', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, '{oops');
    expect(stored()).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['a', 3]));
    expect(stored()).toEqual(['a']);
  });
});
