import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { theme } from './theme';

/**
 * React context does not cross single-spa roots: every remote wraps its tree in this,
 * so each root gets the same theme and data-fetching defaults.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 5000 }}>{children}</SWRConfig>
    </ThemeProvider>
  );
}
