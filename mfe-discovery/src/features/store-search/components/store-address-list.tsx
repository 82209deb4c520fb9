import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoreSummary } from '@joy/contract';
import { googleMapsPlaceLink } from '../../../lib/map-config';

const Panel = styled.section`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
  background: #fff;
  h2 { margin: 0 0 4px; font-size: 1.05rem; }
  > p { margin: 0 0 12px; color: ${({ theme }) => theme.color.muted}; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 0; }
  li { padding: 10px 0; border-top: 1px solid ${({ theme }) => theme.color.border}; display: grid; gap: 2px; }
  h3 { margin: 0; font-size: 1rem; }
  h3 a { color: inherit; }
  li p { margin: 0; font-size: 0.9rem; }
  li > a { justify-self: start; display: inline-flex; align-items: center; min-height: 44px; color: ${({ theme }) => theme.color.primaryDark}; font-weight: 600; font-size: 0.9rem; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
`;

/** Addresses carry their city and district as a rule; added when missing. */
export const fullAddress = (store: Pick<StoreSummary, 'address' | 'city' | 'district'>): string =>
  store.address.startsWith(store.city) ? store.address : `${store.city}${store.district}${store.address}`;

interface Props {
  stores: readonly StoreSummary[];
  title: string;
  note?: ReactNode;
  /** The list's booking choices (date, party) for each store's link. */
  choices?: string;
  'data-testid'?: string;
}

/**
 * Stores as a plain list: name (to the store), address and a Google Maps search, with no
 * script, tile or image that could fail. The map view's stand-in when the map cannot show,
 * and its list of stores that have no position on it.
 */
export function StoreAddressList({ stores, title, note, choices = '', 'data-testid': testId }: Props) {
  const heading = useId();
  return (
    <Panel aria-labelledby={heading} data-testid={testId}>
      <h2 id={heading}>{title}</h2>
      {note && <p>{note}</p>}
      <ul>
        {stores.map((store) => {
          const address = fullAddress(store);
          return (
            <li key={store.id}>
              <h3>
                <Link to={`/store/${store.id}${choices ? `?${choices}` : ''}`}>{store.name}</Link>
              </h3>
              <p>{address}</p>
              <a href={googleMapsPlaceLink(store.name, address)} target="_blank" rel="noopener noreferrer" aria-label={`在 Google 地圖查看${store.name}的位置（新視窗）`}>
                Google 地圖
              </a>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
