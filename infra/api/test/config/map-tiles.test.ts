import { ConfigError, loadConfig } from '../../src/config/env';
import { LOCAL_TILE_URL, loadMapTiles, mapTileProductionProblems, mapTileSources } from '../../src/config/map-tiles';

const read = (env: Record<string, string>) => {
  const problems: string[] = [];
  return { tiles: loadMapTiles(env, problems), problems };
};

const PROVIDER = {
  MAP_TILE_URL: 'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={key}',
  MAP_TILE_API_KEY: 'Ab+c/9',
  MAP_TILE_ATTRIBUTION: '<a href="https://www.maptiler.com/copyright/" target="_blank">&copy; MapTiler</a> <a href="https://www.openstreetmap.org/copyright">&copy; OpenStreetMap 貢獻者</a>',
};

describe('map tile settings (MAP_TILE_*)', () => {
  it('default to the API\'s own tiles, which need nothing outside the machine', () => {
    expect(read({})).toEqual({
      tiles: { url: LOCAL_TILE_URL, attribution: expect.stringContaining('示意'), subdomains: ['a', 'b', 'c'], maxZoom: 19, local: true },
      problems: [],
    });
    expect(loadConfig({}).mapTiles.url).toBe('/v2/map/tiles/{z}/{x}/{y}.png');
  });

  it('take a provider\'s template with its key, attribution, subdomains and deepest zoom', () => {
    const { tiles, problems } = read({ ...PROVIDER, MAP_TILE_MAX_ZOOM: '18' });
    expect(problems).toEqual([]);
    // The key goes into the URL (encoded): a key in a tile URL is visible to every browser.
    expect(tiles).toMatchObject({ url: 'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key=Ab%2Bc%2F9', maxZoom: 18, local: false });
    expect(tiles.attribution).toBe(PROVIDER.MAP_TILE_ATTRIBUTION);
    expect(read({ MAP_TILE_URL: 'https://{s}.tiles.example.tw/{z}/{x}/{y}{r}.png', MAP_TILE_ATTRIBUTION: 'x', MAP_TILE_SUBDOMAINS: 'tile1, tile2' }).tiles.subdomains).toEqual(['tile1', 'tile2']);
    // http is fine outside production, and a path on this site too.
    expect(read({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).problems).toEqual([]);
    expect(read({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).problems).toEqual([]);
  });

  it('list every mistake at start-up', () => {
    expect(read({ MAP_TILE_URL: 'https://tiles.example.tw/{z}/{x}.png' }).problems).toEqual([
      expect.stringMatching(/^MAP_TILE_URL must hold \{y\}/),
      expect.stringMatching(/^MAP_TILE_ATTRIBUTION is required when MAP_TILE_URL is set/),
    ]);
    expect(read({ MAP_TILE_URL: 'https://tiles.example.tw/{z}/{x}/{y}.png?token={token}', MAP_TILE_ATTRIBUTION: 'x' }).problems).toEqual([expect.stringMatching(/^MAP_TILE_URL holds \{token\}/)]);
    expect(read({ ...PROVIDER, MAP_TILE_API_KEY: '' }).problems).toEqual([expect.stringMatching(/^MAP_TILE_API_KEY is required when MAP_TILE_URL holds \{key\}/)]);
    expect(read({ ...PROVIDER, MAP_TILE_URL: 'https://tiles.example.tw/{z}/{x}/{y}.png' }).problems).toEqual([expect.stringMatching(/^MAP_TILE_API_KEY is set but MAP_TILE_URL holds no \{key\}/)]);
    expect(read({ MAP_TILE_API_KEY: 'k' }).problems).toEqual([expect.stringMatching(/^MAP_TILE_API_KEY is set but MAP_TILE_URL is not/)]);
    expect(read({ MAP_TILE_URL: 'ftp://tiles.example.tw/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).problems).toEqual([expect.stringMatching(/^MAP_TILE_URL must use https: or http:/)]);
    expect(read({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).problems).toEqual([expect.stringMatching(/^MAP_TILE_URL is not a valid URL template/)]);
    expect(read({ MAP_TILE_MAX_ZOOM: '30' }).problems).toEqual([expect.stringMatching(/^MAP_TILE_MAX_ZOOM must be an integer from 1 to 22/)]);
    // Leaflet shows the attribution as HTML: text and https links only.
    for (const attribution of ['<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', '<a href="https://x.tw" onclick="alert(1)">x</a>']) {
      expect(read({ MAP_TILE_ATTRIBUTION: attribution }).problems).toEqual([expect.stringMatching(/^MAP_TILE_ATTRIBUTION may hold text, entities and <a href/)]);
    }
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.tw/{z}/{x}/{y}.png' })).toThrow(ConfigError);
  });

  it('refuse in production the placeholder tiles, OpenStreetMap\'s own servers and plain http', () => {
    expect(mapTileProductionProblems(read({}).tiles)).toEqual([expect.stringMatching(/^MAP_TILE_URL is not set/)]);
    for (const url of ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png']) {
      expect(mapTileProductionProblems(read({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'x' }).tiles)).toEqual([expect.stringMatching(/usage policy/)]);
    }
    expect(mapTileProductionProblems(read({ MAP_TILE_URL: 'http://tiles.example.tw/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).tiles)).toEqual([expect.stringMatching(/must use https in production/)]);
    // Plain http from this machine only: the production-mode end-to-end run's tile stand-in.
    for (const url of ['http://127.0.0.1:4101/{z}/{x}/{y}.png', 'http://localhost:4101/{z}/{x}/{y}.png', 'http://[::1]:4101/{z}/{x}/{y}.png']) {
      expect(mapTileProductionProblems(read({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'x' }).tiles)).toEqual([]);
    }
    expect(mapTileProductionProblems(read({ MAP_TILE_URL: 'http://127.0.0.1.tiles.example.tw/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).tiles)).toEqual([expect.stringMatching(/must use https in production/)]);
    expect(mapTileProductionProblems(read(PROVIDER).tiles)).toEqual([]);
    expect(mapTileProductionProblems(read({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }).tiles)).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/MAP_TILE_URL is not set/);
  });

  it('give the CSP the tiles\' origin, a wildcard for {s}, nothing for this site\'s own path', () => {
    expect(mapTileSources(read(PROVIDER).tiles)).toEqual(['https://api.maptiler.com']);
    expect(mapTileSources({ url: 'https://{s}.tiles.example.tw/{z}/{x}/{y}.png' })).toEqual(['https://*.tiles.example.tw']);
    expect(mapTileSources({ url: 'https://tile-{s}.example.tw:8443/{z}/{x}/{y}.png' })).toEqual(['https://*.example.tw:8443']);
    expect(mapTileSources(read({}).tiles)).toEqual([]);
  });
});
