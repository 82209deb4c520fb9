/**
 * A tile provider's stand-in for MAP_TILE_URL: `/maps/streets/{z}/{x}/{y}.png?key=…` as raster
 * providers serve them, PNGs drawn by the API's own tile code (infra/api/src/lib/local-tiles.ts),
 * 403 without the run's key and 404 outside the world.
 */
import { localTile, tileAt } from '../../api/src/lib/local-tiles';
import { send, sendText, serve, type Started } from './http';

export interface TileStandIn extends Started {
  /** Tiles served (z/x/y). */
  served: string[];
}

export async function startTiles(port: number, key: string): Promise<TileStandIn> {
  const served: string[] = [];
  const started = await serve(port, async (req, res, url) => {
    const match = /^\/maps\/streets\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return send(res, 404, { message: 'not found' });
    if (url.searchParams.get('key') !== key) return send(res, 403, { message: 'Invalid key' });
    const tile = tileAt(match[1], match[2], match[3]);
    if (!tile) return send(res, 404, { message: 'tile out of range' });
    served.push(`${tile.z}/${tile.x}/${tile.y}`);
    sendText(res, 200, 'image/png', await localTile(tile.z, tile.x, tile.y), { 'Cache-Control': 'max-age=3600' });
  });
  return { ...started, served };
}
