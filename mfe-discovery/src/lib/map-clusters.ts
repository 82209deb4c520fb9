/**
 * Markers that would overlap on the map, gathered into one marker with a count: the points are
 * put on the Web Mercator pixel plane of a zoom level (as map tiles are drawn, 256 px a tile at
 * zoom 0) and a grid of `cell` px squares; every square with a point becomes one marker at the
 * middle of its points. Recomputed when the zoom changes, so zooming in splits a cluster.
 */

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface Cluster<T extends MapPoint> {
  /** The middle of the members: where the marker goes. */
  lat: number;
  lng: number;
  members: T[];
}

/** Pixel width of a map square that becomes one marker: about a marker and a half. */
export const CLUSTER_CELL_PX = 56;

const TILE = 256;
/** Web Mercator stops short of the poles. */
const MAX_LAT = 85.0511287798;

/** A position's pixel on the map plane at `zoom`. */
export function toPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The points gathered by grid square at `zoom`, in the order their squares first appear. */
export function clusterPoints<T extends MapPoint>(points: readonly T[], zoom: number, cell: number = CLUSTER_CELL_PX): Cluster<T>[] {
  const squares = new Map<string, T[]>();
  for (const point of points) {
    const { x, y } = toPixel(point.lat, point.lng, zoom);
    const key = `${Math.floor(x / cell)}:${Math.floor(y / cell)}`;
    const members = squares.get(key);
    if (members) members.push(point);
    else squares.set(key, [point]);
  }
  return [...squares.values()].map((members) => ({
    lat: members.reduce((sum, point) => sum + point.lat, 0) / members.length,
    lng: members.reduce((sum, point) => sum + point.lng, 0) / members.length,
    members,
  }));
}
