import { Fragment } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, guaranteeStateText, messages, reminderAnswerOf, specialRequestLines } from '@joy/contract';
import { ErrorState, MultilineText } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { EmptyAction } from '../../../components/empty-action';
import { DetailBox, DetailFacts, DetailStore } from '../../../components/record-detail';
import { StatusBadge } from '../../../components/status-badge';
import { partyText, reservationText } from '../../../lib/format-order';
import { statusLine } from '../../../lib/order-status';
import { isPositiveId } from '../../../lib/route-id';
import { useOrder, type MemberOrder } from '../api/get-order';
import { OrderActions } from './order-actions';
import { OrderChange } from './order-change';

/** Whether the member has a table, in the status table's one line. */
const StatusLine = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
`;

function OrderFacts({ order }: { order: MemberOrder }) {
  return (
    <DetailFacts $labelWidth="6em">
      <dt>訂位時間</dt>
      <dd>
        <time dateTime={`${order.date}T${order.time}`}>{reservationText(order)}</time>
      </dd>
      <dt>人數</dt>
      <dd>{partyText(order)}</dd>
      {order.guarantee && (
        <>
          <dt>{order.guarantee.kind === 'deposit' ? '訂金' : '信用卡擔保'}</dt>
          <dd>{guaranteeStateText(order.guarantee)}</dd>
        </>
      )}
      {specialRequestLines(order).map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
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
    </DetailFacts>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { data: order, error, isLoading, mutate } = useOrder(id);
  // The reminder's 確認赴約 link: for a member, the answer is 保留訂位, shown highlighted.
  const [params] = useSearchParams();
  const remind = reminderAnswerOf(params) === 'confirm';
  if (isLoading) return <ListSkeleton rows={1} height={320} />;
  if (error instanceof ApiError && error.status === 404) return <EmptyAction message={messages.orderNotFound} to="/member/history" action="回訂位紀錄" />;
  if (error || !order) return <ErrorState onRetry={() => void mutate()} />;
  return (
    <DetailBox as="article" aria-labelledby="order-store">
      <DetailStore store={order.store} headingId="order-store" badge={<StatusBadge status={order.status} />} />
      {statusLine(order.status) && <StatusLine>{statusLine(order.status)}</StatusLine>}
      <OrderFacts order={order} />
      <OrderActions
        order={order}
        now={new Date()}
        remind={remind}
        onChanged={(updated) => void mutate({ ...order, ...updated }, { revalidate: false })}
        onRefused={() => void mutate()}
      />
      <OrderChange order={order} onChanged={(updated) => void mutate(updated, { revalidate: false })} />
    </DetailBox>
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
