import { Link, useParams } from 'react-router-dom';
import { ApiError, orderStatusName, orderStatusWords, guaranteeLines, specialRequestLines } from '@joy/contract';
import { Button, EmptyState, ErrorState, Loading, Page } from '@joy/ui';
import { OrderSummary } from '../../../components/order-summary';
import { ResultCard } from '../../../components/result-card';
import { CalendarLink } from '../../../components/calendar-link';
import { useOrderResult } from '../api/get-order-result';
import { SelfService } from './self-service';
import { NoShowDispute } from './no-show-dispute';

/** /booking-result/{id} (§2): a booking as the guest's link shows it, with its current status. */
export function BookingResultPage() {
  const { id } = useParams();
  const { data: order, isLoading, error, mutate } = useOrderResult(id);
  if (isLoading) return <Loading />;
  if (error instanceof ApiError && error.status === 404) return <EmptyState message="找不到這筆訂位，請確認連結是否完整" />;
  if (error || !order) return <ErrorState onRetry={() => void mutate()} />;
  const words = orderStatusWords(order.status)?.resultPage;
  return (
    <Page>
      <ResultCard>
        <h1>{words?.title ?? '訂位資訊'}</h1>
        <p>
          {order.name} 您好，以下是您在 {order.store.name} 的訂位。
        </p>
        {words && <p>{words.lead}</p>}
        <OrderSummary order={order} extra={[['狀態', orderStatusName(order.status)], ...guaranteeLines(order.guarantee), ...specialRequestLines(order)]} />
        <SelfService order={order} onUpdated={(updated) => void mutate(updated, { revalidate: false })} />
        <NoShowDispute publicId={order.public_id} marked={order.status === 6} />
        <p className="actions">
          <Button as={Link} to={`/store/${order.store.id}`} $variant="ghost">
            查看餐廳
          </Button>
          <CalendarLink publicId={order.public_id} status={order.status} />
          {order.store.phone && (
            <Button as="a" href={`tel:${order.store.phone}`} $variant="ghost">
              聯絡餐廳
            </Button>
          )}
          <Button as={Link} to={`/booking?id=${order.store.id}`}>
            再訂一次
          </Button>
        </p>
      </ResultCard>
    </Page>
  );
}
