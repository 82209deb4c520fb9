import sharp from 'sharp';
import type { Envelope, MapConfig } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';

/** The tile of a position at a zoom (the Web Mercator numbering Leaflet and every provider use). */
function tileOf(lat: number, lng: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

const fill = (template: string, t: { z: number; x: number; y: number }) => template.replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y));

/** The CSP's img-src sources. */
const imgSrc = (csp: unknown) => /img-src ([^;]*)/.exec(String(csp))?.[1].trim().split(/\s+/);

eachDatabase('store map tiles, by default the API\'s own', (ctx) => {
  const config = async () => json<Envelope<MapConfig>>(await ctx.app.inject({ method: 'GET', url: '/v2/map/config' })).return;

  it('GET /v2/map/config gives the browser a tile template on this site, its credit line and zoom', async () => {
    expect(await config()).toEqual({ tile_url: '/v2/map/tiles/{z}/{x}/{y}.png', attribution: '樂享示意底圖（非實際街道）', subdomains: ['a', 'b', 'c'], max_zoom: 19 });
  });

  it('serves a 256-px PNG for every tile the template names, cached for a week', async () => {
    const { tile_url: template } = await config();
    const taipei101 = tileOf(25.0339, 121.5645, 16);
    const seen = new Set<string>();
    for (const t of [taipei101, { ...taipei101, x: taipei101.x + 1 }, { ...taipei101, y: taipei101.y + 1 }, { z: 0, x: 0, y: 0 }, { z: 22, x: 2 ** 22 - 1, y: 0 }]) {
      const res = await ctx.app.inject({ method: 'GET', url: fill(template, t) });
      expect({ t, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ t, status: 200, type: 'image/png' });
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
      seen.add(res.rawPayload.toString('base64'));
    }
    // Streets run on across tiles: neighbours are drawn differently, not one picture repeated.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('answers 404 for what is not a tile of the world', async () => {
    for (const url of ['/v2/map/tiles/23/0/0.png', '/v2/map/tiles/2/4/0.png', '/v2/map/tiles/2/0/4.png', '/v2/map/tiles/1/0/0.jpg', '/v2/map/tiles/1/-1/0.png', '/v2/map/tiles/a/0/0.png', '/v2/map/tiles/1/0/0x.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(json<Envelope<null>>(res).code).toBe(0);
    }
  });

  it('allows no image host beyond this site in the CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/map/config' });
    expect(imgSrc(res.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:']);
  });
}, { pgliteOnly: true });

eachDatabase('store map tiles from a provider', (ctx) => {
  it('GET /v2/map/config gives its template with the key in place, its attribution, subdomains and zoom; the CSP allows its hosts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/map/config' });
    expect(json<Envelope<MapConfig>>(res).return).toEqual({
      tile_url: 'https://{s}.tiles.joy-maps.tw/styles/light/{z}/{x}/{y}{r}.png?api_key=pk_7f3a',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 貢獻者',
      subdomains: ['a', 'b'],
      max_zoom: 18,
    });
    expect(imgSrc(res.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.joy-maps.tw']);
  });
}, {
  pgliteOnly: true,
  env: {
    MAP_TILE_URL: 'https://{s}.tiles.joy-maps.tw/styles/light/{z}/{x}/{y}{r}.png?api_key={key}',
    MAP_TILE_API_KEY: 'pk_7f3a',
    MAP_TILE_ATTRIBUTION: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 貢獻者',
    MAP_TILE_SUBDOMAINS: 'ab',
    MAP_TILE_MAX_ZOOM: '18',
  },
});
