/**
 * The store map: its tile settings for the browser (GET /v2/map/config, from MAP_TILE_*), and
 * the API's own plain tiles (LOCAL_TILE_URL), the default source, served as PNG.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { defineRoute } from '../../../lib/define-route';
import { localTile, tileAt } from '../../../lib/local-tiles';

/** Tiles never change: browsers and the CDN keep them a week. */
const TILE_CACHE = 'public, max-age=604800';

export default async function mapRoutes(app: FastifyInstance): Promise<void> {
  const tiles = app.config.mapTiles;

  defineRoute(app, endpoints.mapConfig, async () => ({
    tile_url: tiles.url,
    attribution: tiles.attribution,
    subdomains: tiles.subdomains,
    max_zoom: tiles.maxZoom,
  }));

  app.get<{ Params: { z: string; x: string; file: string } }>('/v2/map/tiles/:z/:x/:file', async (request, reply) => {
    const { z, x, file } = request.params;
    const tile = tileAt(z, x, /^(\d+)\.png$/.exec(file)?.[1] ?? '');
    if (!tile) throw new ApiFailure(404, messages.notFound);
    const png = await localTile(tile.z, tile.x, tile.y);
    return reply.type('image/png').header('Cache-Control', TILE_CACHE).send(png);
  });
}
