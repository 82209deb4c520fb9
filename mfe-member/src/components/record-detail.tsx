import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, media } from '@joy/ui';

/** The card of one record's page (an order, a payment). */
export const DetailBox = styled(Card)`
  padding: 20px;
  ${media.tablet} { padding: 28px; }
  h3 { margin: 24px 0 8px; font-size: 1.1rem; }
`;

const Store = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  img { width: 64px; height: 64px; border-radius: 8px; object-fit: cover; }
  h2 { margin: 0 0 4px; font-size: 1.2rem; }
`;

/** The record's store: logo, name as the card's heading (`headingId` labels the card) and a status badge. */
export function DetailStore({ store, headingId, badge }: { store: { name: string; logo: string }; headingId: string; badge: ReactNode }) {
  return (
    <Store>
      {store.logo && <img src={store.logo} alt="" width={64} height={64} />}
      <div>
        <h2 id={headingId}>{store.name}</h2>
        {badge}
      </div>
    </Store>
  );
}

/** Label and value pairs of a record; `$labelWidth` fits the longest label. */
export const DetailFacts = styled.dl<{ $labelWidth: string }>`
  display: grid;
  grid-template-columns: ${({ $labelWidth }) => $labelWidth} 1fr;
  gap: 10px 12px;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
