import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { remoteConfig, serverConfig } from '@joy/mf-config';

const dir = path.resolve(__dirname);
const config = remoteConfig({
  name: 'help',
  title: '樂享 help（獨立開發）',
  dir,
  // The footer's privacy and terms dialogs, loaded by the shell on demand.
  exposes: { './legal-dialog': './src/features/legal/components/legal-dialog.tsx' },
});

// The first view rendered by the page server (src/server.tsx).
export default (process.env.NODE_ENV === 'development' ? config : [config, serverConfig({ name: 'help', dir })]) as Configuration | Configuration[];
