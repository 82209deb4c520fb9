/**
 * The store list's map view (/store?view=map), in a chunk of its own with Leaflet that loads
 * only when 地圖 is chosen. The tiles and the map's start are the store page's (GET
 * /v2/map/config, map-core.ts); a pin per store, clustered where pins would overlap
 * (results-leaflet-map.tsx). A pin opens a small card: name, score, price per person and, in an
 * availability search, the free times as links to /booking.
 *
 * When the map cannot show — no tile settings, the tiles failing, Leaflet not starting — the
 * list's stores are listed with their addresses and a Google Maps link instead: a state, never
 * a thrown error.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoreSummary } from '@joy/contract';
import { formatNumber, media } from '@joy/ui';
import { useMapConfig } from '../../../api/get-map-config';
import { hasPosition } from '../../../lib/map-config';
import ResultsLeafletMap, { type MapStore } from './results-leaflet-map';
import { MapFrame, MapLoading } from './map-frame';
import { StoreAddressList, fullAddress } from './store-address-list';

const Sheet = styled.section`
  position: absolute;
  z-index: 1000;
  left: 8px;
  right: 8px;
  bottom: 28px;
  max-height: calc(100% - 72px);
  overflow: auto;
  padding: 12px 48px 12px 14px;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
  ${media.tablet} { left: auto; width: 340px; right: 12px; }
  ul { margin: 0; padding: 0; list-style: none; }
  > ul > li + li { margin-top: 12px; padding-top: 12px; border-top: 1px solid ${({ theme }) => theme.color.border}; }
  h2 { margin: 0 0 4px; font-size: 1rem; }
  h2 a { color: ${({ theme }) => theme.color.text}; }
  p { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.muted}; }
  a:focus-visible, button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
`;

const Close = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  font-size: 1.4rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

const Times = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px !important;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.primaryDark};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
`;

export interface ResultsMapProps {
  /** The stores of the list as loaded so far (its pages). */
  stores: readonly StoreSummary[];
  /** The filter's date and party for each store's link. */
  choices: string;
  /** An availability search: each free time links to /booking. */
  timeLink?: (storeId: number, time: string) => string;
}

const scoreText = (store: StoreSummary): string =>
  store.comment_count > 0 ? `★ ${store.average_score.toFixed(1)}（${formatNumber(store.comment_count)} 則評論）` : '尚無評論';

/** The card of the stores a pin (or a cluster on one spot) stands for. */
function StoreSheet({ stores, choices, timeLink, onClose }: { stores: StoreSummary[]; choices: string; timeLink?: ResultsMapProps['timeLink']; onClose: () => void }) {
  const sheet = useRef<HTMLElement>(null);
  const ids = stores.map((store) => store.id).join(',');
  useEffect(() => {
    sheet.current?.focus();
  }, [ids]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <Sheet ref={sheet} tabIndex={-1} aria-label={stores.length === 1 ? stores[0].name : `${stores.length} 間餐廳`} onKeyDown={onKeyDown} data-testid="results-map-card">
      <Close type="button" aria-label="關閉" onClick={onClose}>
        ×
      </Close>
      <ul>
        {stores.map((store) => (
          <li key={store.id}>
            <h2>
              <Link to={`/store/${store.id}${choices ? `?${choices}` : ''}`}>{store.name}</Link>
            </h2>
            <p>
              {scoreText(store)}
              {store.price_per_person > 0 ? `・每人約 NT$${formatNumber(store.price_per_person)}` : ''}
            </p>
            <p>{fullAddress(store)}</p>
            {timeLink && store.free_times && store.free_times.length > 0 && (
              <Times aria-label={`${store.name}可訂時段`}>
                {store.free_times.map((time) => (
                  <li key={time}>
                    <Link to={timeLink(store.id, time)} aria-label={`訂位 ${store.name} ${time}`}>
                      {time}
                    </Link>
                  </li>
                ))}
              </Times>
            )}
          </li>
        ))}
      </ul>
    </Sheet>
  );
}

export default function ResultsMap({ stores, choices, timeLink }: ResultsMapProps) {
  const config = useMapConfig(true);
  const [tilesFailed, setTilesFailed] = useState(false);
  const failed = Boolean(config.error) || tilesFailed;
  const [chosen, setChosen] = useState<number[]>([]);
  // The pin that opened the card, to take the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  if (failed)
    return (
      <StoreAddressList
        stores={stores}
        title="地圖暫時無法顯示"
        note="以下是這些餐廳的地址，可改用 Google 地圖查看位置。"
        choices={choices}
        data-testid="results-map-fallback"
      />
    );

  const placed: MapStore[] = [];
  const unplaced: StoreSummary[] = [];
  // Each card carries its store's position: a store without one is listed under the map.
  for (const store of stores) {
    if (hasPosition(store.lat, store.lng)) placed.push({ id: store.id, name: store.name, lat: store.lat, lng: store.lng });
    else unplaced.push(store);
  }
  const card = stores.filter((store) => chosen.includes(store.id));
  const close = () => {
    setChosen([]);
    if (opener.current?.isConnected) opener.current.focus();
  };

  let map;
  if (!config.data) map = <MapLoading />;
  else if (placed.length > 0)
    map = (
      <MapFrame>
        <ResultsLeafletMap
          stores={placed}
          tiles={config.data}
          label="餐廳地圖"
          onFailed={() => setTilesFailed(true)}
          onSelect={(ids) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setChosen(ids);
          }}
        />
        {card.length > 0 && <StoreSheet stores={card} choices={choices} timeLink={timeLink} onClose={close} />}
      </MapFrame>
    );

  return (
    <>
      {map}
      {unplaced.length > 0 && (
        <StoreAddressList
          stores={unplaced}
          title={placed.length > 0 ? '未標示在地圖上的餐廳' : '這些餐廳尚未標示地圖位置'}
          note="請依地址前往，或改用 Google 地圖查看。"
          choices={choices}
          data-testid="results-map-unplaced"
        />
      )}
    </>
  );
}
