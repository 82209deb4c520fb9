import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderDetail } from '@joy/contract';
import { media } from '@joy/ui';
import { StatusBadge } from '../../../components/status-badge';
import { partyText, reservationText } from '../../../lib/format-order';

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 4px 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
  img, .logo { grid-row: span 3; width: 56px; height: 56px; border-radius: 8px; object-fit: cover; background: ${({ theme }) => theme.color.surface}; }
  h2 { margin: 0; font-size: 1.05rem; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
  h2 a { color: inherit; text-decoration: none; outline: none; }
  /* The whole card is the link's target; the heading keeps the one link for keyboards and readers. */
  h2 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.95rem; }
  ${media.tablet} { grid-template-columns: 72px 1fr; img, .logo { width: 72px; height: 72px; } }
`;

/** One booking of the history: store, reservation date and time, party, status; opens the detail. */
export function OrderCard({ order }: { order: OrderDetail }) {
  return (
    <Item>
      {order.store.logo ? <img src={order.store.logo} alt="" width={56} height={56} loading="lazy" /> : <span className="logo" aria-hidden="true" />}
      <h2>
        <Link to={`/member/history/${order.id}`}>{order.store.name}</Link>
        <StatusBadge status={order.status} />
      </h2>
      <p>
        <time dateTime={`${order.date}T${order.time}`}>{reservationText(order)}</time>
      </p>
      <p>{partyText(order)}</p>
    </Item>
  );
}
