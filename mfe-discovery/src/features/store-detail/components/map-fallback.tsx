import { useId } from 'react';
import styled from 'styled-components';
import { googleMapsLink } from '../../../lib/map-config';

const Panel = styled.section`
  padding: 20px;
  display: grid;
  gap: 8px;
  align-content: center;
  justify-items: start;
  background: #fff;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; line-height: 1.6; }
  a { color: ${({ theme }) => theme.color.primary}; font-weight: 600; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

export interface MapFallbackProps {
  lat: number;
  lng: number;
  name: string;
  address: string;
  /** `unplaced`: the store has no position; `failed`: the map or its tiles could not load. */
  reason: 'unplaced' | 'failed';
}

/** Stands in for the map: the address and a Google Maps search, with no script or image to fail. */
export function MapFallback({ lat, lng, name, address, reason }: MapFallbackProps) {
  const title = useId();
  return (
    <Panel aria-labelledby={title} data-testid="store-map-fallback">
      <h3 id={title}>{name}的位置</h3>
      <Note>{reason === 'unplaced' ? '這家餐廳尚未標示地圖位置，請依地址前往。' : '地圖暫時無法顯示，請依地址前往或改用 Google 地圖。'}</Note>
      <p>{address}</p>
      <a href={googleMapsLink(lat, lng, address)} target="_blank" rel="noopener noreferrer">
        在 Google 地圖查看位置（新視窗）
      </a>
    </Panel>
  );
}
