/**
 * Map tiles, set at build time (rspack.config.ts defines them from JOY_MAP_TILE_URL and
 * JOY_MAP_ATTRIBUTION); OpenStreetMap's standard tiles by default. The API's CSP allows the
 * same host for images (infra/api helmet plugin, from the same variable).
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 貢獻者';

export const mapTiles = {
  url: process.env.JOY_MAP_TILE_URL || DEFAULT_TILE_URL,
  attribution: process.env.JOY_MAP_ATTRIBUTION || DEFAULT_ATTRIBUTION,
};

/** A close street-level view around one store. */
export const STORE_ZOOM = 16;
