import type { StoreDetail } from '@joy/contract';
import { Button } from '@joy/ui';
import { googleMapsLink } from '../../../lib/map-config';
import { Section } from './section';
import { StoreMap } from './store-map';

/** 交通: the store's map (loaded when seen, or the address panel in its place), the address and a Google Maps search. */
export function TrafficPanel({ store }: { store: StoreDetail }) {
  // Addresses usually carry their city and district already; add them only when missing.
  const address = store.address.startsWith(store.city) ? store.address : `${store.city}${store.district}${store.address}`;
  return (
    <Section aria-labelledby="traffic-title">
      <h2 id="traffic-title">交通資訊</h2>
      <StoreMap lat={store.lat} lng={store.lng} name={store.name} address={address} />
      <p>地址：{address}</p>
      {store.phone && (
        <p>
          電話：<a href={`tel:${store.phone}`}>{store.phone}</a>
        </p>
      )}
      <Button as="a" href={googleMapsLink(store.lat, store.lng, address)} target="_blank" rel="noopener noreferrer" $variant="ghost">
        在 Google 地圖開啟（新視窗）
      </Button>
    </Section>
  );
}
