/**
 * The two ways a remote's root component runs: as single-spa lifecycles inside the shell
 * (the module exposed as `./app`), or on its own page for standalone development.
 */
import React, { startTransition, useLayoutEffect, useRef, type ComponentType } from 'react';
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

/** What the shell passes to a remote's lifecycles (load-remote-app.ts). */
export interface RemoteMountProps {
  name: string;
  /** The outlet the remote renders into. */
  domElement: HTMLElement;
  /**
   * The page server's first view of this remote, when the remote's first render may take it
   * over as it stands (hydration): the shell took its own frame over the same way (a diner
   * without a login, whose page is the one the server rendered). It holds exactly the root the
   * remote renders.
   */
  firstView?: HTMLElement | null;
}

/**
 * Server-rendered markup that did not match a hydrating render is rendered anew by React, in
 * the same place (the page still works); it is reported, for it costs the diner the second
 * layout the hydration saves. `what`: whose markup (the shell's frame, a remote's first view).
 */
export const reportRenderedAnew = (what: string) => (error: unknown): void => {
  console.warn(`joy: ${what} anew`, error);
};

/** react-dom/client with the hydration's mismatches reported as above (single-spa-react calls it without options). */
const reactDomClient = {
  ...ReactDOMClient,
  hydrateRoot: (container: Element, element: React.ReactNode) => ReactDOMClient.hydrateRoot(container, element, { onRecoverableError: reportRenderedAnew('a remote rendered its first view') }),
};

export function remoteLifecycles(App: ComponentType, info: RemoteInfo) {
  let mounted = false;
  let hydrating = false;
  let fallback: Record<string, unknown> = {};
  // The root element says which remote and which release rendered it (support, release checks).
  // `data-remote-root` marks the live page: set when the root commits, outside the render (a
  // hydrating render must match the server's view, which has no such mark; and a render to add
  // it would render the whole page again).
  const Root = () => {
    const root = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      root.current?.setAttribute('data-remote-root', info.name);
    }, []);
    return (
      <div ref={root} data-release={info.release}>
        <SWRConfig value={{ fallback }}>
          <App />
        </SWRConfig>
      </div>
    );
  };
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: reactDomClient,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Root,
    // A throw inside the remote stays inside its box; the shell and other remotes keep working.
    errorBoundary: () => <RemoteCrash />,
  });
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0] & Partial<RemoteMountProps>) => {
      const url = window.location.pathname + window.location.search;
      const [data] = await Promise.all([
        !mounted && info.firstView ? info.firstView(url).catch(() => ({})) : {},
        info.beforeMount?.(url).catch(() => undefined),
      ]);
      // The first mount takes the server's view over when the shell offers it: same data, same
      // markup, so React keeps its nodes (no DOM to build, no second layout of the page).
      const firstView = !mounted && props.firstView?.isConnected ? props.firstView : null;
      hydrating = firstView !== null;
      fallback = data;
      mounted = true;
      // Rendered as a transition, in slices the browser can breathe between (no long task
      // while the server-rendered first view is on screen), and committed at once.
      let done: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        done = lifecycles.mount(firstView ? { ...props, domElement: firstView } : props);
      });
      try {
        return await done;
      } finally {
        hydrating = false;
      }
    },
  };
}

export function renderStandalone(App: ComponentType): void {
  const root = document.getElementById('root');
  if (root) ReactDOMClient.createRoot(root).render(<App />);
}
