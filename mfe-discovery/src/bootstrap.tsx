import { remoteLifecycles } from '@joy/ui';
import { App, preloadPageOf } from './app/app';
import { firstViewOfPage } from './app/first-view';

/** The first mount waits for the page's chunk as well as its data, and renders the page at once. */
const firstView = (url: string) =>
  Promise.all([preloadPageOf(new URL(url, window.location.origin).pathname).catch(() => undefined), firstViewOfPage(url)]).then(([, data]) => data);

export const { bootstrap, mount, unmount } = remoteLifecycles(App, { name: 'discovery', release: process.env.JOY_RELEASE ?? 'local', firstView });
