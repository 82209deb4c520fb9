import { remoteLifecycles } from '@joy/ui';
import { App } from './app/app';
import { firstViewOfPage } from './app/first-view';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, { name: 'discovery', release: process.env.JOY_RELEASE ?? 'local', firstView: firstViewOfPage });
