/**
 * Whether the window is narrower than the tablet breakpoint (768 px): the phone layout, where
 * the store page adds its bottom 立即訂位 bar and booking dates start as a week strip.
 * Follows the window as it is resized or turned; without matchMedia (tests, old browsers) the
 * wide layout is kept, which works at any width.
 */
import { useSyncExternalStore } from 'react';
import { theme } from './theme';

export const NARROW_QUERY = `(max-width: ${theme.breakpoint.tablet - 0.02}px)`;

const mediaList = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = (): boolean => mediaList()?.matches ?? false;

export const useNarrow = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
