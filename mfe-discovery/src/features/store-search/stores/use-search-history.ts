import { useCallback, useState } from 'react';
import { addToHistory, loadHistory, saveHistory } from './search-history';

export function useSearchHistory() {
  const [history, setHistory] = useState(loadHistory);
  const add = useCallback((keyword: string) => {
    setHistory((list) => {
      const next = addToHistory(list, keyword);
      saveHistory(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    saveHistory([]);
    setHistory([]);
  }, []);
  return { history, add, clear };
}
