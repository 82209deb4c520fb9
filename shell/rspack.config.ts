import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { hostConfig, remoteNames, devPorts, serverConfig } from '@joy/mf-config';

const dir = path.resolve(__dirname);

// In `npm run dev` the shell serves a remotes manifest pointing at each remote's dev server;
// in production the API serves /remotes.json from the built remotes.
const config = hostConfig({
  dir,
  remotesJson: () =>
    Object.fromEntries(remoteNames.map((name) => [name, { entry: `http://localhost:${devPorts[name]}/mf-manifest.json` }])),
});

// The frame rendered by the page server around a remote's first view (src/server.tsx).
export default (process.env.NODE_ENV === 'development' ? config : [config, serverConfig({ name: 'shell', dir })]) as Configuration | Configuration[];
