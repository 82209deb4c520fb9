import styled, { keyframes } from 'styled-components';
import { media } from '@joy/ui';

/**
 * The results map's box: the whole width of a phone (out to the screen's edges), a fixed
 * height so nothing jumps while the map loads; a framed box from 768 px.
 */
export const MapFrame = styled.div`
  position: relative;
  display: grid;
  height: min(70vh, 560px);
  min-height: 320px;
  margin: 0 -16px 16px;
  overflow: hidden;
  background: #eef1f4;
  border-block: 1px solid ${({ theme }) => theme.color.border};
  .leaflet-container { font: inherit; }
  ${media.tablet} {
    margin: 0 0 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 12px;
  }
`;

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Shimmer = styled.div`
  background: linear-gradient(135deg, #eef1f4 25%, #e3e7ec 50%, #eef1f4 75%);
  animation: ${pulse} 1s ease-in-out infinite alternate;
`;

/** The box while the map's code, settings and the stores' positions load. */
export function MapLoading() {
  return (
    <MapFrame role="status" aria-busy="true" aria-label="正在載入地圖">
      <Shimmer data-testid="results-map-loading" />
    </MapFrame>
  );
}
