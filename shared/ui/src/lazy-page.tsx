import { use, type ComponentType, type ReactElement } from 'react';

/** A page whose code is a chunk of its own, fetched when the page is first shown or asked for ahead. */
export interface LazyPage<P extends object = object> {
  (props: P): ReactElement;
  /** Fetches the page's chunk; the same promise every time once it has started. */
  preload(): Promise<void>;
}

/**
 * A route's page as a chunk of its own, so a page's first load carries only that page.
 *
 * Unlike React.lazy, a page whose chunk is already in renders at once, without suspending:
 * the first mount fetches the chunk ahead (`preload`) and then renders in one go, so the
 * server-rendered first view is replaced by the same page and never by a loading state.
 * A page not yet fetched suspends until its chunk is in (the routes' Suspense boundary, or
 * the previous page kept on screen during a router transition).
 *
 * A chunk that cannot be fetched (a new release removed it) while the page is being shown is
 * reported to the window like any uncaught error, where the shell's chunk-load handler reloads
 * the page (§8), and reaches the remote's error boundary. A fetch ahead that fails is quiet;
 * asking again fetches anew.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let showing: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // What a render waits for: the same fetch, and a failure reported once (a fetch ahead that
  // fails says nothing; the page is asked again when it is shown). The failed promise is kept
  // for the rest of the task, so React's retries of that render see the same failure instead
  // of fetching again; the next time the page is shown it is fetched anew.
  const show = () =>
    (showing ??= preload().catch((error: unknown) => {
      setTimeout(() => {
        showing = null;
      }, 0);
      if (typeof reportError === 'function') reportError(error);
      throw error;
    }));
  const Page = (props: P) => {
    if (!Loaded) use(show());
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  };
  Page.preload = preload;
  return Page;
}
