import { remoteLifecycles } from '@joy/ui';
import { App, preloadPageOf } from './app/app';
import { firstViewOfPage } from './app/first-view';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, {
  name: 'discovery',
  release: process.env.JOY_RELEASE ?? 'local',
  firstView: firstViewOfPage,
  // Every mount waits for its page's chunk: the first one replaces the server-rendered view with
  // the same page, a later one (back from another remote) shows the page without a loading state.
  beforeMount: (url) => preloadPageOf(new URL(url, window.location.origin).pathname),
});
