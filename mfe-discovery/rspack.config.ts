import path from 'node:path';
import { remoteConfig } from '@joy/mf-config';

const config = remoteConfig({ name: 'discovery', title: '樂享 discovery（獨立開發）', dir: path.resolve(__dirname) });

// Leaflet's stylesheet arrives as text inside the lazy map chunk, which adds it to the page
// (leaflet-map.tsx): no CSS pipeline, and nothing of it on the first load.
config.module = { ...config.module, rules: [...(config.module?.rules ?? []), { test: /\.css$/, type: 'asset/source' }] };

// Map tiles are not a build setting: the map reads them from the API (GET /v2/map/config).

export default config;
