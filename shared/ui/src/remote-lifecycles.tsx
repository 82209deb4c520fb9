/**
 * The two ways a remote's root component runs: as single-spa lifecycles inside the shell
 * (the module exposed as `./app`), or on its own page for standalone development.
 */
import React, { startTransition, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { SWRConfig } from 'swr';
import { RemoteCrash } from './placeholders';

export interface RemoteInfo {
  name: string;
  release: string;
  /**
   * The first view's data for a path and query, by SWR key (from the replies the page
   * carries): the first mount renders with it as SWR's `fallback`, so it shows what the
   * server-rendered HTML showed and takes its place without a loading state in between (the
   * hooks still revalidate).
   */
  firstView?: (url: string) => Promise<Record<string, unknown>>;
  /**
   * What every mount waits for before it renders, alongside the first view's data: the code of
   * the page the path shows (a remote whose pages are chunks of their own), so the page renders
   * at once rather than through a loading state. A failure is left to the render.
   */
  beforeMount?: (url: string) => Promise<unknown>;
}

export function remoteLifecycles(App: ComponentType, info: RemoteInfo) {
  let mounted = false;
  let fallback: Record<string, unknown> = {};
  // The root element says which remote and which release rendered it (support, release checks).
  const Root = () => (
    <div data-remote-root={info.name} data-release={info.release}>
      <SWRConfig value={{ fallback }}>
        <App />
      </SWRConfig>
    </div>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A throw inside the remote stays inside its box; the shell and other remotes keep working.
    errorBoundary: () => <RemoteCrash />,
  });
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      const url = window.location.pathname + window.location.search;
      const [data] = await Promise.all([
        !mounted && info.firstView ? info.firstView(url).catch(() => ({})) : {},
        info.beforeMount?.(url).catch(() => undefined),
      ]);
      fallback = data;
      mounted = true;
      // Rendered as a transition, in slices the browser can breathe between (no long task
      // while the server-rendered first view is on screen), and committed at once.
      let done: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        done = lifecycles.mount(props);
      });
      return done;
    },
  };
}

export function renderStandalone(App: ComponentType): void {
  const root = document.getElementById('root');
  if (root) ReactDOMClient.createRoot(root).render(<App />);
}
