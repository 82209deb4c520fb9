import { remoteLifecycles } from '@joy/ui';
import { App } from './app/app';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, { name: 'member', release: process.env.JOY_RELEASE ?? 'local' });
