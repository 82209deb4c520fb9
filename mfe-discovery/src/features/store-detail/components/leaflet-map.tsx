/**
 * The Leaflet map itself, in its own chunk (store-map.tsx loads it lazily), with Leaflet's CSS
 * in the same chunk as text, added to the page once. Tiles that fail to load (offline,
 * blocked) leave blank squares: Leaflet reports them as 'tileerror' events, never as exceptions.
 */
import leafletCss from 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { mapTiles, STORE_ZOOM } from '../lib/map-config';

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
}

export default function LeafletMap({ lat, lng, name }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    addLeafletStyles();
    // Page scrolling wins over map zoom; the +/- buttons and keyboard still zoom.
    const map = L.map(element, { center: [lat, lng], zoom: STORE_ZOOM, scrollWheelZoom: false });
    const tiles = L.tileLayer(mapTiles.url, { attribution: mapTiles.attribution, maxZoom: 19 });
    tiles.on('tileerror', () => undefined);
    tiles.addTo(map);
    const icon = L.divIcon({ className: 'joy-store-pin', html: PIN, iconSize: [32, 42], iconAnchor: [16, 41] });
    L.marker([lat, lng], { icon, title: name, alt: name }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, name]);

  return <Canvas ref={container} data-testid="store-map" data-lat={lat} data-lng={lng} />;
}
