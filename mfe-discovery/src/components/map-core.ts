/**
 * What every Leaflet map of the site starts with: Leaflet's CSS (text in the map's chunk,
 * added to the page once), the configured tiles (GET /v2/map/config, with the provider's
 * attribution) and a watch on them. Tiles that fail (offline, a provider down, a refused key)
 * are Leaflet 'tileerror' events, never exceptions: once a few have failed and they outnumber
 * the loaded ones, `failed` lets the caller put its address panel in the map's place. The
 * store page's map (leaflet-map.tsx) and the store list's (results-leaflet-map.tsx) use it.
 */
import leafletCss from 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useRef } from 'react';
import styled from 'styled-components';
import type { MapConfig } from '@joy/contract';
import { TILE_FAILURES_BEFORE_FALLBACK } from '../lib/map-config';

export const MapCanvas = styled.div`
  width: 100%;
  height: 100%;
  .joy-store-pin { background: none; border: 0; }
`;

/** A map pin drawn inline (no marker image files to bundle or fetch). */
const PIN = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">
<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#f47b20" stroke="#fff" stroke-width="2"/>
<circle cx="16" cy="16" r="6" fill="#fff"/></svg>`;

export const pinIcon = () => L.divIcon({ className: 'joy-store-pin', html: PIN, iconSize: [32, 42], iconAnchor: [16, 41] });

function addLeafletStyles(): void {
  if (document.head.querySelector('style[data-leaflet]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-leaflet', '');
  style.textContent = leafletCss;
  document.head.appendChild(style);
}

/**
 * A map on `element` with the configured tiles, watching them: `failed` is called once tiles
 * keep failing. Page scrolling wins over map zoom; the +/- buttons and the keyboard still zoom.
 */
export function startMap(element: HTMLElement, tiles: MapConfig, view: { center: L.LatLngExpression; zoom: number }, failed: () => void): L.Map {
  addLeafletStyles();
  const map = L.map(element, { ...view, scrollWheelZoom: false });
  const layer = L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, subdomains: tiles.subdomains, maxZoom: tiles.max_zoom });
  let loaded = 0;
  let errors = 0;
  layer.on('tileload', () => {
    loaded += 1;
  });
  layer.on('tileerror', () => {
    errors += 1;
    if (errors >= TILE_FAILURES_BEFORE_FALLBACK && errors > loaded) failed();
  });
  layer.addTo(map);
  return map;
}

/** The latest value in a ref: callbacks reach the map without setting it up again when the parent renders. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
