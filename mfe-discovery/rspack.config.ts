import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { remoteConfig, serverConfig } from '@joy/mf-config';

const dir = path.resolve(__dirname);
const config = remoteConfig({ name: 'discovery', title: '樂享 discovery（獨立開發）', dir });

// Leaflet's stylesheet arrives as text inside the lazy map chunk, which adds it to the page
// (leaflet-map.tsx): no CSS pipeline, and nothing of it on the first load.
const css = { test: /\.css$/, type: 'asset/source' } as const;
config.module = { ...config.module, rules: [...(config.module?.rules ?? []), css] };

// Map tiles are not a build setting: the map reads them from the API (GET /v2/map/config).

// The first view rendered by the page server (src/server.tsx).
const server = serverConfig({ name: 'discovery', dir });
server.module = { ...server.module, rules: [...(server.module?.rules ?? []), css] };

export default (process.env.NODE_ENV === 'development' ? config : [config, server]) as Configuration | Configuration[];
