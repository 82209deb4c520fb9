import { CLUSTER_CELL_PX, clusterPoints, toPixel } from '../map-clusters';

const at = (id: number, lat: number, lng: number) => ({ id, lat, lng });
/** Two stores a street apart in 大安區, one in 信義區 about 3 km east, one in 板橋. */
const DAAN_A = at(1, 25.0263, 121.5436);
const DAAN_B = at(2, 25.0268, 121.5441);
const XINYI = at(3, 25.033, 121.5654);
const BANQIAO = at(4, 25.0143, 121.4672);
const ids = (clusters: ReturnType<typeof clusterPoints<ReturnType<typeof at>>>) => clusters.map((c) => c.members.map((m) => m.id));

describe('map clusters', () => {
  it('puts positions on the Web Mercator plane as map tiles do', () => {
    expect(toPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(toPixel(0, -180, 1)).toEqual({ x: 0, y: 256 });
    // The tile that holds a position, by the slippy-map formula tile servers use.
    const lat = 25.0263;
    const lng = 121.5436;
    const n = 2 ** 16;
    const rad = (lat * Math.PI) / 180;
    const tile = { x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
    const taipei = toPixel(lat, lng, 16);
    expect({ x: Math.floor(taipei.x / 256), y: Math.floor(taipei.y / 256) }).toEqual(tile);
    // North is up: a higher latitude is a smaller y.
    expect(toPixel(25.1, 121.5, 10).y).toBeLessThan(toPixel(25.0, 121.5, 10).y);
  });

  it('gathers stores that would overlap, and splits them as the map zooms in', () => {
    const points = [DAAN_A, DAAN_B, XINYI, BANQIAO];
    // The whole city in a few pixels: one marker for all four.
    expect(ids(clusterPoints(points, 8))).toEqual([[1, 2, 3, 4]]);
    // A district view: the two stores a street apart stay together, the others stand alone.
    expect(ids(clusterPoints(points, 13)).sort()).toEqual([[1, 2], [3], [4]]);
    // Street level: every store its own pin.
    expect(ids(clusterPoints(points, 18)).sort()).toEqual([[1], [2], [3], [4]]);
  });

  it('puts a cluster at the middle of its stores', () => {
    const [cluster] = clusterPoints([DAAN_A, DAAN_B], 12);
    expect(cluster.lat).toBeCloseTo((DAAN_A.lat + DAAN_B.lat) / 2, 10);
    expect(cluster.lng).toBeCloseTo((DAAN_A.lng + DAAN_B.lng) / 2, 10);
  });

  it('uses squares of the given size, and keeps stores on one spot together at any zoom', () => {
    const a = at(1, 25, 121.5);
    const b = at(2, 25, 121.5);
    expect(ids(clusterPoints([a, b], 18))).toEqual([[1, 2]]);
    // Two stores 40 px apart at this zoom: apart in 16 px squares, together in the default ones.
    const zoom = 15;
    const px = toPixel(25, 121.5, zoom);
    const lngPerPx = 360 / (256 * 2 ** zoom);
    const start = Math.floor(px.x / CLUSTER_CELL_PX) * CLUSTER_CELL_PX;
    const left = at(3, 25, 121.5 + (start + 4 - px.x) * lngPerPx);
    const right = at(4, 25, 121.5 + (start + 44 - px.x) * lngPerPx);
    expect(ids(clusterPoints([left, right], zoom))).toEqual([[3, 4]]);
    expect(ids(clusterPoints([left, right], zoom, 16))).toEqual([[3], [4]]);
    expect(clusterPoints([], zoom)).toEqual([]);
  });
});
