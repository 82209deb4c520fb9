import path from 'node:path';
import { rspack } from '@rspack/core';
import { remoteConfig } from '@joy/mf-config';

const config = remoteConfig({ name: 'discovery', title: '樂享 discovery（獨立開發）', dir: path.resolve(__dirname) });

// Leaflet's stylesheet arrives as text inside the lazy map chunk, which adds it to the page
// (leaflet-map.tsx): no CSS pipeline, and nothing of it on the first load.
config.module = { ...config.module, rules: [...(config.module?.rules ?? []), { test: /\.css$/, type: 'asset/source' }] };

// Map tiles of the store page (src/features/store-detail/lib/map-config.ts); empty means the default.
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.DefinePlugin({
    'process.env.JOY_MAP_TILE_URL': JSON.stringify(process.env.JOY_MAP_TILE_URL ?? ''),
    'process.env.JOY_MAP_ATTRIBUTION': JSON.stringify(process.env.JOY_MAP_ATTRIBUTION ?? ''),
  }),
];

export default config;
