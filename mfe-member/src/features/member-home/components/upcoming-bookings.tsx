import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, ErrorState } from '@joy/ui';
import { EmptyAction } from '../../../components/empty-action';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StatusBadge } from '../../../components/status-badge';
import { partyText, reservationText } from '../../../lib/format-order';
import { upcomingOf, useRecentOrders } from '../api/get-upcoming';

const Box = styled(Card)`
  padding: 16px 20px;
  margin-bottom: 16px;
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; margin-bottom: 8px; }
  h2 { margin: 0; font-size: 1.1rem; }
  header a { font-weight: 600; color: ${({ theme }) => theme.color.primaryDark}; white-space: nowrap; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li { border-top: 1px solid ${({ theme }) => theme.color.border}; }
  a {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 8px;
    padding: 10px 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover strong, a:focus-visible strong { text-decoration: underline; }
  span.when { grid-column: 1; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
`;

const SHOWN = 3;

/** The next bookings (booked, confirmed or held, still to come), each a way to its order page. */
export function UpcomingBookings() {
  const { data, error, isLoading, mutate } = useRecentOrders();
  const upcoming = data ? upcomingOf(data.data, new Date()).slice(0, SHOWN) : [];
  return (
    <Box as="section" aria-labelledby="home-upcoming-title">
      <header>
        <h2 id="home-upcoming-title">即將到來的訂位</h2>
        <Link to="/member/history">全部訂位 ›</Link>
      </header>
      {isLoading ? (
        <ListSkeleton rows={1} height={56} />
      ) : error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : upcoming.length === 0 ? (
        <EmptyAction message="目前沒有即將到來的訂位" to="/store" action="找餐廳訂位" />
      ) : (
        <List aria-label="即將到來的訂位">
          {upcoming.map((order) => (
            <li key={order.id}>
              <Link to={`/member/history/${order.id}`}>
                <strong>{order.store.name}</strong>
                <StatusBadge status={order.status} />
                <span className="when">
                  {reservationText(order)}・{partyText(order)}
                </span>
              </Link>
            </li>
          ))}
        </List>
      )}
    </Box>
  );
}
