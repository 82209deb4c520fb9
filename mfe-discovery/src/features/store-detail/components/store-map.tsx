/**
 * The store's map, or the address panel in its place. Nothing of the map loads until its box
 * comes near the viewport; then the tile settings (GET /v2/map/config) and the Leaflet chunk
 * are fetched together. The panel (address, Google Maps link) stands in when the store has
 * no position, the settings or the chunk cannot load, or the tiles fail (leaflet-map.tsx):
 * each case is a state here, never a thrown error, so none reaches the console.
 */
import { useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '@joy/ui';
import { useMapConfig } from '../../../api/get-map-config';
import { hasPosition } from '../../../lib/map-config';
import { useInView } from '../lib/use-in-view';
import { useLazyModule } from '../../../lib/use-lazy-module';
import { MapFallback } from './map-fallback';

type LeafletModule = typeof import('./leaflet-map');

/** Leaflet (~40 KB gzip) and its CSS, in a chunk of their own (the store list's map view loads the same). */
export const loadLeafletMap = (): Promise<LeafletModule> => import(/* webpackChunkName: "store-map" */ './leaflet-map');

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

/** The box keeps its size while the map loads, so nothing below it jumps; the panel may grow. */
const Frame = styled.div<{ $panel: boolean }>`
  margin: 0 0 16px;
  position: relative;
  /* One cell the map or the panel fills, whether the box's height is fixed (map) or a minimum (panel). */
  display: grid;
  ${({ $panel }) => ($panel ? 'min-height' : 'height')}: 240px;
  border-radius: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: #eef1f4;
  ${media.tablet} { ${({ $panel }) => ($panel ? 'min-height' : 'height')}: 300px; }
  .leaflet-container { font: inherit; }
`;

const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(135deg, #eef1f4 25%, #e3e7ec 50%, #eef1f4 75%);
  animation: ${pulse} 1s ease-in-out infinite alternate;
`;

export interface StoreMapProps {
  lat: number;
  lng: number;
  name: string;
  address: string;
}

export function StoreMap({ lat, lng, name, address }: StoreMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const placed = hasPosition(lat, lng);
  const wanted = useInView(frame) && placed;
  const config = useMapConfig(wanted);
  const leaflet = useLazyModule(loadLeafletMap, wanted);
  const [tilesFailed, setTilesFailed] = useState(false);
  const failed = Boolean(config.error) || leaflet.failed === true || tilesFailed;
  const LeafletMap = leaflet.module?.default;

  let content;
  if (!placed || failed) content = <MapFallback lat={lat} lng={lng} name={name} address={address} reason={placed ? 'failed' : 'unplaced'} />;
  else if (config.data && LeafletMap) content = <LeafletMap lat={lat} lng={lng} name={name} tiles={config.data} onFailed={() => setTilesFailed(true)} />;
  else content = <Skeleton data-testid="store-map-loading" aria-hidden="true" />;

  return (
    <Frame ref={frame} $panel={!placed || failed}>
      {content}
    </Frame>
  );
}
