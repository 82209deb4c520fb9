import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoreDetail } from '@joy/contract';
import { Button, Card, media } from '@joy/ui';

const Panel = styled(Card).attrs({ as: 'aside' })`
  padding: 16px;
  display: grid;
  gap: 10px;
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  a { text-align: center; text-decoration: none; }
  ${media.desktop} { position: sticky; top: 80px; }
`;

/** Booking happens in the booking remote: a plain link to /booking?id=. */
export function BookingPanel({ store }: { store: StoreDetail }) {
  return (
    <Panel aria-labelledby="booking-title">
      <h2 id="booking-title">線上訂位</h2>
      {store.joy_booking ? (
        <>
          <p>24 小時線上訂位，免排隊、免等待。</p>
          <Button as={Link} to={`/booking?id=${store.id}`}>
            立即訂位
          </Button>
        </>
      ) : (
        <p>這間餐廳目前未開放線上訂位，歡迎來電洽詢。</p>
      )}
      {store.joy_pay && store.reward_rate > 0 && <p>到店使用樂享付款，最高回饋 {store.reward_rate}% 樂幣。</p>}
      {store.phone && (
        <p>
          訂位專線：<a href={`tel:${store.phone}`}>{store.phone}</a>
        </p>
      )}
    </Panel>
  );
}
