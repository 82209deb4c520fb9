import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages } from '@joy/contract';
import { Card, ErrorState, MultilineText, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { EmptyAction } from '../../../components/empty-action';
import { StatusBadge } from '../../../components/status-badge';
import { partyText, reservationText } from '../../../lib/format-order';
import { useOrder, type MemberOrder } from '../api/get-order';
import { OrderActions } from './order-actions';

const Box = styled(Card)`
  padding: 20px;
  ${media.tablet} { padding: 28px; }
`;

const Store = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  img { width: 64px; height: 64px; border-radius: 8px; object-fit: cover; }
  h2 { margin: 0 0 4px; font-size: 1.2rem; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 6em 1fr;
  gap: 10px 12px;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const isPositiveId = (value: string | undefined): value is string => Boolean(value && /^[1-9]\d{0,9}$/.test(value));

function OrderFacts({ order }: { order: MemberOrder }) {
  return (
    <Facts>
      <dt>訂位時間</dt>
      <dd>
        <time dateTime={`${order.date}T${order.time}`}>{reservationText(order)}</time>
      </dd>
      <dt>人數</dt>
      <dd>{partyText(order)}</dd>
      {order.purpose && (
        <>
          <dt>用餐目的</dt>
          <dd>{order.purpose}</dd>
        </>
      )}
      {order.note && (
        <>
          <dt>備註</dt>
          <dd>
            <MultilineText text={order.note} />
          </dd>
        </>
      )}
      <dt>訂位人</dt>
      <dd>{order.name}</dd>
      <dt>聯絡電話</dt>
      <dd>{order.phone}</dd>
      <dt>訂位編號</dt>
      <dd>{order.slug}</dd>
      <dt>餐廳地址</dt>
      <dd>{order.store.address}</dd>
      {order.store.phone && (
        <>
          <dt>餐廳電話</dt>
          <dd>
            <a href={`tel:${order.store.phone}`}>{order.store.phone}</a>
          </dd>
        </>
      )}
    </Facts>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { data: order, error, isLoading, mutate } = useOrder(id);
  if (isLoading) return <ListSkeleton rows={1} height={320} />;
  if (error instanceof ApiError && error.status === 404) return <EmptyAction message={messages.orderNotFound} to="/member/history" action="回訂位紀錄" />;
  if (error || !order) return <ErrorState onRetry={() => void mutate()} />;
  return (
    <Box as="article" aria-labelledby="order-store">
      <Store>
        {order.store.logo && <img src={order.store.logo} alt="" width={64} height={64} />}
        <div>
          <h2 id="order-store">{order.store.name}</h2>
          <StatusBadge status={order.status} />
        </div>
      </Store>
      <OrderFacts order={order} />
      <OrderActions
        order={order}
        now={new Date()}
        onChanged={(updated) => void mutate({ ...order, ...updated }, { revalidate: false })}
        onRefused={() => void mutate()}
      />
    </Box>
  );
}

/** /member/history/:orderId — the member's own booking with its §4 actions. */
export function OrderDetailPage() {
  const { orderId } = useParams();
  return (
    <MemberPage title="訂位明細" back={{ to: '/member/history', label: '訂位紀錄' }}>
      {isPositiveId(orderId) ? <OrderDetail id={orderId} /> : <EmptyAction message={messages.orderNotFound} to="/member/history" action="回訂位紀錄" />}
    </MemberPage>
  );
}
