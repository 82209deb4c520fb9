/**
 * The store list's Leaflet map: a pin per store on the configured tiles (the store page's start,
 * map-core.ts), gathered into numbered clusters where pins would overlap at the current zoom
 * (lib/map-clusters.ts). Choosing a cluster zooms in on its stores; a pin, or a cluster on one
 * spot that no zoom can split, calls `onSelect` with its stores. Pins and clusters are buttons to
 * the keyboard (Tab, Enter), as Leaflet makes markers.
 */
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { MapConfig } from '@joy/contract';
import { clusterPoints } from '../../../lib/map-clusters';
import { RESULTS_MAX_ZOOM, STORE_ZOOM } from '../../../lib/map-config';
import { MapCanvas, pinIcon, startMap, useLatest } from '../../../components/map-core';

const Canvas = styled(MapCanvas)`
  .joy-map-cluster {
    display: grid;
    place-items: center;
    border-radius: 50%;
    border: 3px solid #fff;
    background: ${({ theme }) => theme.color.primaryDark};
    color: #fff;
    font-weight: 700;
    font-size: 0.95rem;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
  }
  .joy-map-cluster:focus-visible, .joy-store-pin:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
`;

/** A store on the map. */
export interface MapStore {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

export interface ResultsLeafletMapProps {
  stores: readonly MapStore[];
  tiles: MapConfig;
  label: string;
  /** A pin, or a cluster that cannot be split further, was chosen: its stores' ids. */
  onSelect: (ids: number[]) => void;
  /** The map cannot be shown: its tiles fail, or Leaflet could not start. */
  onFailed: () => void;
}

const CLUSTER_SIZE = 40;
/** Room around the stores when the map fits them (px). */
const FIT_PADDING: L.PointTuple = [36, 36];
/** Where the map starts before it fits its stores (Taipei). */
const START: L.LatLngTuple = [25.04, 121.55];

/**
 * A marker's action on a click, and on Enter or Space while it has the focus (Leaflet makes
 * markers focusable buttons but leaves their keys to the page).
 */
function onActivate(marker: L.Marker, act: () => void): L.Marker {
  return marker.on('click', act).on('keydown', (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent;
    if (key.key !== 'Enter' && key.key !== ' ') return;
    key.preventDefault();
    act();
  });
}

const boundsOf = (stores: readonly MapStore[]) => L.latLngBounds(stores.map((store) => [store.lat, store.lng] as L.LatLngTuple));

export default function ResultsLeafletMap({ stores, tiles, label, onSelect, onFailed }: ResultsLeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const failed = useLatest(onFailed);
  const select = useLatest(onSelect);
  const latest = useLatest(stores);
  const drawn = useRef<{ map: L.Map; draw: () => void } | null>(null);
  const deepest = Math.min(RESULTS_MAX_ZOOM, tiles.max_zoom);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: L.Map | null = null;
    try {
      const shown = startMap(element, tiles, { center: START, zoom: Math.min(12, deepest) }, () => failed.current());
      map = shown;
      const pins = L.layerGroup().addTo(shown);
      const draw = () => {
        pins.clearLayers();
        const zoom = shown.getZoom();
        for (const { lat, lng, members } of clusterPoints(latest.current, zoom)) {
          if (members.length === 1) {
            const [store] = members;
            onActivate(L.marker([store.lat, store.lng], { icon: pinIcon(), title: store.name, alt: store.name, riseOnHover: true }), () => select.current([store.id])).addTo(pins);
            continue;
          }
          // One spot (a building of restaurants) no zoom can split: its stores are listed.
          const oneSpot = members.every((store) => store.lat === members[0].lat && store.lng === members[0].lng);
          const lists = oneSpot || zoom >= deepest;
          // The count is seen; the title (「8 間餐廳，放大查看」) is what a screen reader says.
          const icon = L.divIcon({ className: 'joy-map-cluster', html: `<span aria-hidden="true">${members.length}</span>`, iconSize: [CLUSTER_SIZE, CLUSTER_SIZE] });
          const cluster = L.marker([lat, lng], { icon, title: `${members.length} 間餐廳，${lists ? '查看名單' : '放大查看'}` });
          onActivate(cluster, () => {
            if (lists) select.current(members.map((store) => store.id));
            else shown.fitBounds(boundsOf(members), { padding: FIT_PADDING, maxZoom: deepest });
          }).addTo(pins);
        }
      };
      shown.on('zoomend', draw);
      drawn.current = { map: shown, draw };
    } catch {
      failed.current();
    }
    return () => {
      drawn.current = null;
      map?.remove();
    };
  }, [tiles, deepest, failed, select, latest]);

  // The stores (first shown, or the next page added): fitted into view and drawn.
  const ids = stores.map((store) => store.id).join(',');
  useEffect(() => {
    const current = drawn.current;
    if (!current || latest.current.length === 0) return;
    try {
      current.map.fitBounds(boundsOf(latest.current), { padding: FIT_PADDING, maxZoom: Math.min(STORE_ZOOM, deepest) });
      current.draw();
    } catch {
      failed.current();
    }
  }, [ids, deepest, failed, latest]);

  return <Canvas ref={container} role="region" aria-label={label} data-testid="results-map" />;
}
