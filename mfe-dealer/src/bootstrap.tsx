import { remoteLifecycles } from '@joy/ui';
import { App } from './app/app';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, { name: 'dealer', release: process.env.JOY_RELEASE ?? 'local' });
