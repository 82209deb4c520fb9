/**
 * The shell's start. Every module of the start-up is in this chunk group, fetched at once
 * (`webpackMode: "eager"` keeps an import in the chunk that holds this file), but evaluated in
 * stages with a task boundary between them — React, then the contract and the session, then
 * the styles and components, then the frame — so a phone's main thread is never held for the
 * whole start-up at once while the server-rendered first view is on screen (a long task would
 * delay a tap on it). Each stage waits for the one before it; none waits for the network,
 * except on the shell's own pages (sign-up, password, /authorize), whose chunk the first render
 * needs.
 */
import { nextTask } from './remotes/next-task';

export async function start(): Promise<void> {
  // When the page went live (field measurements; the first-page test compares it with the first paint).
  performance.mark('joy:shell-start');
  const [{ startTransition }, { createRoot, hydrateRoot }] = await Promise.all([import(/* webpackMode: "eager" */ 'react'), import(/* webpackMode: "eager" */ 'react-dom/client')]);
  await nextTask();
  const { authStore, renewKeptLogin } = await import(/* webpackMode: "eager" */ '@joy/auth');
  await nextTask();
  const { reportRenderedAnew } = await import(/* webpackMode: "eager" */ '@joy/ui');
  await nextTask();
  const [{ ShellApp }, { registerAll }, { installChunkReload }, { prefetchRemotesWhenIdle }, { captureFirstView }, { preloadShellPageOf }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app'),
    import(/* webpackMode: "eager" */ './remotes/register-remotes'),
    import(/* webpackMode: "eager" */ './remotes/chunk-reload'),
    import(/* webpackMode: "eager" */ './remotes/prefetch-remotes'),
    import(/* webpackMode: "eager" */ './remotes/first-view'),
    import(/* webpackMode: "eager" */ './pages/shell-pages'),
  ]);
  // The code of the shell's own page at this address (an auth page), so the first render has it
  // at once: the frame is taken over with the page in one pass (pages/shell-pages.tsx).
  const pageCode = preloadShellPageOf(window.location.pathname);
  await nextTask();

  installChunkReload();
  authStore.getState().hydrate();
  // The page server rendered the frame as a diner without a login sees it in a browser: for such
  // a diner the first render takes it over as it stands (hydration: no new nodes, no second
  // layout of the page); a signed-in diner's navbar differs, and so do parts of the pages in the
  // native app's webview: there the first render replaces the frame.
  const container = document.getElementById('shell') as HTMLElement;
  const { token, inApp } = authStore.getState();
  const takeOver = container.firstElementChild !== null && !token && !inApp;
  // Before the first render (remotes/first-view.ts).
  captureFirstView(document, takeOver);
  void renewKeptLogin();

  // After the frame's commit, each in a task of its own: single-spa's start (which starts
  // loading the page's remote), then the prefetch's subscription.
  let started = false;
  const startRemotes = async () => {
    if (started) return;
    started = true;
    await nextTask();
    registerAll();
    await nextTask();
    prefetchRemotesWhenIdle();
  };

  // A transition: React renders (or hydrates) the frame in slices between which the browser
  // stays responsive (no long task while the page's server-rendered first view is already on
  // screen), and commits it at once.
  const app = <ShellApp onReady={startRemotes} />;
  await pageCode;
  if (takeOver) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRenderedAnew('the shell rendered its frame') });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
