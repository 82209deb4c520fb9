import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { theme } from './theme';

/**
 * React context does not cross single-spa roots: every remote wraps its tree in this,
 * so each root gets the same theme and data-fetching defaults. `fallback` (the page server's
 * render) is the first view's data by SWR key; in the browser the first mount gives the same
 * data around the remote's root (remote-lifecycles.tsx).
 */
export function RemoteRoot({ children, fallback }: { children: ReactNode; fallback?: Record<string, unknown> }) {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig
        value={{
          revalidateOnFocus: false,
          shouldRetryOnError: false,
          dedupingInterval: 5000,
          ...(fallback ? { fallback } : {}),
        }}
      >
        {children}
      </SWRConfig>
    </ThemeProvider>
  );
}
