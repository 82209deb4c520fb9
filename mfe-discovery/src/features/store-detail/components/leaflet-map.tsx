/**
 * The Leaflet map itself, in its own chunk (store-map.tsx loads it when the map comes into
 * view), with Leaflet's CSS in the same chunk as text, added to the page once. The tiles come
 * from the API's settings (GET /v2/map/config) with the provider's attribution. Tiles that
 * fail (offline, a provider down, a refused key) are Leaflet 'tileerror' events, never
 * exceptions: once a few have failed and they outnumber the loaded ones, `onFailed` lets the
 * address panel take the map's place. Leaflet throwing while it sets up does the same.
 */
import leafletCss from 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { MapConfig } from '@joy/contract';
import { STORE_ZOOM, TILE_FAILURES_BEFORE_FALLBACK } from '../lib/map-config';

const Canvas = styled.div`
  width: 100%;
  height: 100%;
  .joy-store-pin { background: none; border: 0; }
`;

/** A map pin drawn inline (no marker image files to bundle or fetch). */
const PIN = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">
<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#f47b20" stroke="#fff" stroke-width="2"/>
<circle cx="16" cy="16" r="6" fill="#fff"/></svg>`;

function addLeafletStyles(): void {
  if (document.head.querySelector('style[data-leaflet]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-leaflet', '');
  style.textContent = leafletCss;
  document.head.appendChild(style);
}

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
  // The latest callback, without setting the map up again when the parent renders.
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: L.Map | null = null;
    try {
      addLeafletStyles();
      // Page scrolling wins over map zoom; the +/- buttons and the keyboard still zoom.
      map = L.map(element, { center: [lat, lng], zoom: Math.min(STORE_ZOOM, tiles.max_zoom), scrollWheelZoom: false });
      const layer = L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, subdomains: tiles.subdomains, maxZoom: tiles.max_zoom });
      let loaded = 0;
      let errors = 0;
      layer.on('tileload', () => {
        loaded += 1;
      });
      layer.on('tileerror', () => {
        errors += 1;
        if (errors >= TILE_FAILURES_BEFORE_FALLBACK && errors > loaded) failed.current();
      });
      layer.addTo(map);
      const icon = L.divIcon({ className: 'joy-store-pin', html: PIN, iconSize: [32, 42], iconAnchor: [16, 41] });
      L.marker([lat, lng], { icon, title: name, alt: name }).addTo(map);
    } catch {
      failed.current();
    }
    return () => {
      map?.remove();
    };
  }, [lat, lng, name, tiles]);

  return <Canvas ref={container} role="region" aria-label={`${name}的位置地圖`} data-testid="store-map" data-lat={lat} data-lng={lng} />;
}
