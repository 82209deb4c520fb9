import { useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { remoteNames } from '@joy/mf-config/remotes';
import { theme } from '@joy/ui';
import { GlobalStyle } from './layout/global-style';
import { Navbar } from './layout/navbar';
import { Footer } from './layout/footer';
import { LoadingOverlay } from './layout/loading-overlay';
import { ToastHost } from './layout/toast-host';
import { RemoteOutlet } from './layout/remote-outlet';
import { RouteGuard } from './layout/route-guard';
import { ScrollToTop } from './layout/scroll-restoration';
import { DocumentTitle } from './layout/document-title';
import { ShellPages } from './pages/shell-pages';
import { MessageDialogHost } from './layout/message-dialog-host';
import { AuthDialogsHost } from './features/auth/components/auth-dialogs-host';

// A full screen of room while a remote loads, so the footer starts below the fold and is not
// pushed down when the page's content arrives (layout shift).
const Main = styled.main`
  min-height: 100vh;
`;

/**
 * The layout frame. `onReady` runs after the first commit, once the remote outlets exist.
 * `router` is the browser's history, or the page server's StaticRouter (src/server.tsx).
 */
export function ShellApp({ onReady, router: Router = BrowserRouter }: { onReady?: () => void; router?: ComponentType<{ children: ReactNode }> }) {
  // The server-rendered frame this render replaced was inert and hidden from assistive
  // technology (remotes/first-view.ts); the live one is neither.
  useLayoutEffect(() => {
    const root = document.getElementById('shell');
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-hidden');
  }, []);
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Router>
        <RouteGuard />
        <ScrollToTop />
        <DocumentTitle />
        <a className="visually-hidden" href="#content">
          跳到主要內容
        </a>
        <Navbar />
        <Main id="content" tabIndex={-1}>
          <ShellPages />
          {remoteNames.map((name) => (
            <RemoteOutlet key={name} name={name} />
          ))}
        </Main>
        <Footer />
        <LoadingOverlay />
        <ToastHost />
        <MessageDialogHost />
        <AuthDialogsHost />
      </Router>
    </ThemeProvider>
  );
}
