import { remoteLifecycles } from '@joy/ui';
import { App } from './app/app';
import { preloadPageOf } from './app/form-pages';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, {
  name: 'help',
  release: process.env.JOY_RELEASE ?? 'local',
  // A form page's chunk first, so the first mount takes the server-rendered form over at once.
  beforeMount: (url) => preloadPageOf(new URL(url, window.location.origin).pathname),
});
