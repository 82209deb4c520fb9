import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore, renewKeptLogin } from '@joy/auth';
import { ShellApp } from './app';
import { registerAll } from './remotes/register-remotes';
import { installChunkReload } from './remotes/chunk-reload';
import { prefetchRemotesWhenIdle } from './remotes/prefetch-remotes';
import { captureFirstView } from './remotes/first-view';

// When the page went live (field measurements; the first-page test compares it with the first paint).
performance.mark('joy:shell-start');
installChunkReload();
// Before the first render replaces the server-rendered frame (remotes/first-view.ts).
captureFirstView();
authStore.getState().hydrate();
void renewKeptLogin();

let started = false;
const startRemotes = () => {
  if (started) return;
  started = true;
  registerAll();
  prefetchRemotesWhenIdle();
};

// A transition: React renders the frame in slices between which the browser stays responsive
// (no long task while the page's server-rendered first view is already on screen), and
// commits it at once.
const root = createRoot(document.getElementById('shell') as HTMLElement);
startTransition(() => root.render(<ShellApp onReady={startRemotes} />));
