/**
 * The API's own map tiles (LOCAL_TILE_URL, the default of MAP_TILE_URL): a plain street grid
 * drawn with sharp, so `npm start` and the tests show a working map with nothing outside the
 * machine, through the same Leaflet tile layer production uses. Streets sit on the world's
 * pixel grid (minor every 128 px, major every 512 px at each zoom), so they run on across
 * tiles; a park in one block now and then. A tile depends only on its column and row parity
 * and its park, so a few dozen PNGs cover every zoom and are kept once drawn.
 */
import sharp from 'sharp';

export const TILE_SIZE = 256;
export const LOCAL_MAX_ZOOM = 22;

const LAND = '#f2efe9';
const PARK = '#d3e8c8';
const MINOR = '#ffffff';
const MAJOR = '#f7cf7e';

/** A tile's coordinates, or null when they are not a tile of the world at that zoom. */
export function tileAt(z: string, x: string, y: string): { z: number; x: number; y: number } | null {
  if (![z, x, y].every((part) => /^\d{1,7}$/.test(part))) return null;
  const [zoom, column, row] = [Number(z), Number(x), Number(y)];
  const size = 2 ** zoom;
  if (zoom > LOCAL_MAX_ZOOM || column >= size || row >= size) return null;
  return { z: zoom, x: column, y: row };
}

/** Which of the four 128-px blocks is a park (0–3), or -1: about one tile in three has one. */
function parkOf(z: number, x: number, y: number): number {
  const hash = Math.imul(x, 73_856_093) ^ Math.imul(y, 19_349_663) ^ Math.imul(z, 83_492_791);
  const pick = (hash >>> 0) % 12;
  return pick < 4 ? pick : -1;
}

function svgOf(majorColumn: number | null, majorRow: number | null, park: number): string {
  const half = TILE_SIZE / 2;
  const parkRect = park < 0 ? '' : `<rect x="${(park % 2) * half + 10}" y="${Math.floor(park / 2) * half + 10}" width="${half - 20}" height="${half - 20}" rx="6" fill="${PARK}"/>`;
  const minor = [0, half, TILE_SIZE].map((at) => `M0 ${at}H${TILE_SIZE}M${at} 0V${TILE_SIZE}`).join('');
  const major = [majorRow === null ? '' : `M0 ${majorRow}H${TILE_SIZE}`, majorColumn === null ? '' : `M${majorColumn} 0V${TILE_SIZE}`].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}">
<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${LAND}"/>${parkRect}
<path d="${minor}" stroke="${MINOR}" stroke-width="6"/>${major ? `<path d="${major}" stroke="${MAJOR}" stroke-width="10"/>` : ''}
</svg>`;
}

const drawn = new Map<string, Promise<Buffer>>();

/** The PNG of a tile (coordinates checked by tileAt). */
export function localTile(z: number, x: number, y: number): Promise<Buffer> {
  // Major streets every 512 world pixels: the left edge of even columns, the right of odd ones.
  const majorColumn = z === 0 ? null : x % 2 === 0 ? 0 : TILE_SIZE;
  const majorRow = z === 0 ? null : y % 2 === 0 ? 0 : TILE_SIZE;
  const park = parkOf(z, x, y);
  const key = `${majorColumn}:${majorRow}:${park}`;
  let png = drawn.get(key);
  if (!png) {
    png = sharp(Buffer.from(svgOf(majorColumn, majorRow, park))).png({ palette: true, compressionLevel: 9 }).toBuffer();
    // A failed drawing is not kept, so the next request tries again.
    png.catch(() => drawn.delete(key));
    drawn.set(key, png);
  }
  return png;
}
