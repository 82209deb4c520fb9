/**
 * The store page's map, in a chunk of its own (store-map.tsx loads it when the map comes into
 * view): the store's pin at street level on the configured tiles (map-core.ts). Tiles that keep
 * failing, or Leaflet throwing while it sets up, call `onFailed`: the address panel takes the
 * map's place.
 */
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapConfig } from '@joy/contract';
import { STORE_ZOOM } from '../../../lib/map-config';
import { MapCanvas, pinIcon, startMap, useLatest } from '../../../components/map-core';

export interface LeafletMapProps {
  lat: number;
  lng: number;
  name: string;
  tiles: MapConfig;
  /** The map cannot be shown: its tiles fail, or Leaflet could not start. */
  onFailed: () => void;
}

export default function LeafletMap({ lat, lng, name, tiles, onFailed }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const failed = useLatest(onFailed);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: L.Map | null = null;
    try {
      map = startMap(element, tiles, { center: [lat, lng], zoom: Math.min(STORE_ZOOM, tiles.max_zoom) }, () => failed.current());
      L.marker([lat, lng], { icon: pinIcon(), title: name, alt: name }).addTo(map);
    } catch {
      failed.current();
    }
    return () => {
      map?.remove();
    };
  }, [lat, lng, name, tiles, failed]);

  return <MapCanvas ref={container} role="region" aria-label={`${name}的位置地圖`} data-testid="store-map" data-lat={lat} data-lng={lng} />;
}
