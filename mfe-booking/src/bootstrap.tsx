import { remoteLifecycles } from '@joy/ui';
import { App } from './app/app';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, { name: 'booking', release: process.env.JOY_RELEASE ?? 'local' });
