import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

/** POST /v2/map/search/suggest for the text typed, once typing pauses; nothing for an empty text. */
export function useSuggestions(text: string) {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useSWR(settled ? `map-search-suggest:${settled}` : null, () => api.call(endpoints.mapSearchSuggest, { body: { keyword: settled } }), { keepPreviousData: true });
}

/** GET /v2/map/search/popular: the empty search page's 熱門搜尋. */
export const usePopularSearches = () => useSWR('map-search-popular', () => api.call(endpoints.mapSearchPopular));
