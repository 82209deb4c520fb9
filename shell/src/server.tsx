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

export function renderFrame({ url, view }: { url: string; view: FirstViewOfRemote | null }): RenderedView {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return renderWithStyles(
    <ServerFirstView.Provider value={view}>
      <ShellApp router={Router} />
    </ServerFirstView.Provider>,
  );
}
