/**
 * The page frame in Node, for the page server (serverConfig of @joy/mf-config builds this into
 * dist/server/render.js): the navbar, the main area with the owning remote's first view in its
 * outlet, and the footer, as a diner without a login sees them.
 */
import type { ReactNode } from 'react';
import { StaticRouter } from '@joy/router/server';
import { renderWithStyles, type FirstViewOfRemote, type RenderedView } from '@joy/ui/server';
import { ShellApp } from './app';
import { ServerFirstView } from './remotes/first-view';
import { preloadShellPageOf } from './pages/shell-pages';

export async function renderFrame({ url, view }: { url: string; view: FirstViewOfRemote | null }): Promise<RenderedView> {
  // The code of the shell's own page at this address first: renderToString cannot wait for a
  // chunk, and would leave the page's boundary empty for the browser to render on its own.
  await preloadShellPageOf(new URL(url, 'http://localhost').pathname);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return renderWithStyles(
    <ServerFirstView.Provider value={view}>
      <ShellApp router={Router} />
    </ServerFirstView.Provider>,
  );
}
