import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '@joy/ui';

/** Leaflet (~40 KB gzip) and its CSS load only when a store's map is shown. */
const LeafletMap = lazy(() => import(/* webpackChunkName: "store-map" */ './leaflet-map'));

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

/** The box keeps its size while the chunk loads, so nothing below it jumps. */
const Frame = styled.figure`
  margin: 0 0 16px;
  position: relative;
  height: 240px;
  border-radius: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: #eef1f4;
  ${media.tablet} { height: 300px; }
  .leaflet-container { font: inherit; }
`;

const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(135deg, #eef1f4 25%, #e3e7ec 50%, #eef1f4 75%);
  animation: ${pulse} 1s ease-in-out infinite alternate;
`;

const Fallback = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;

/** A map that cannot load (offline chunk, old browser) says so instead of taking the page down. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('store map failed to load', error);
  }

  override render() {
    return this.state.failed ? <Fallback role="status">地圖暫時無法顯示</Fallback> : this.props.children;
  }
}

export function StoreMap({ lat, lng, name }: { lat: number; lng: number; name: string }) {
  return (
    <Frame aria-label={`${name}的位置地圖`} role="group">
      <MapBoundary>
        <Suspense fallback={<Skeleton data-testid="store-map-loading" aria-hidden="true" />}>
          <LeafletMap lat={lat} lng={lng} name={name} />
        </Suspense>
      </MapBoundary>
    </Frame>
  );
}
