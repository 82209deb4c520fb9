/**
 * The two ways a remote's root component runs: as single-spa lifecycles inside the shell
 * (the module exposed as `./app`), or on its own page for standalone development.
 */
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteCrash } from './placeholders';

export interface RemoteInfo {
  name: string;
  release: string;
}

export function remoteLifecycles(App: ComponentType, info: RemoteInfo) {
  // The root element says which remote and which release rendered it (support, release checks).
  const Root = () => (
    <div data-remote-root={info.name} data-release={info.release}>
      <App />
    </div>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A throw inside the remote stays inside its box; the shell and other remotes keep working.
    errorBoundary: () => <RemoteCrash />,
  });
}

export function renderStandalone(App: ComponentType): void {
  const root = document.getElementById('root');
  if (root) ReactDOMClient.createRoot(root).render(<App />);
}
