import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@joy/auth';
import { Button, EmptyState, Loading, Page } from '@joy/ui';
import { ResultCard } from '../../../components/result-card';
import { OrderSummary } from '../../../components/order-summary';
import { CalendarLink } from '../../../components/calendar-link';
import { useOrder } from '../api/get-order';

/** /reservation-success?slug=&orderId= (§2): the confirmed booking. */
export function ReservationSuccessPage() {
  const [params] = useSearchParams();
  const token = useAuth((s) => s.token);
  const { data: order, isLoading, error } = useOrder(params.get('orderId'), params.get('slug'));
  if (isLoading) return <Loading />;
  if (error || !order) return <EmptyState message="找不到這筆訂位" />;
  return (
    <Page>
      <ResultCard>
        <h1>訂位成功</h1>
        <p>我們已為您保留座位，期待您的光臨！</p>
        <OrderSummary order={order} extra={[['訂位編號', order.slug]]} />
        <p className="actions">
          <Button as={Link} to="/" $variant="ghost">
            回首頁
          </Button>
          <CalendarLink publicId={order.public_id} status={order.status} />
          {token && (
            <Button as={Link} to="/member/history">
              查看訂位紀錄
            </Button>
          )}
        </p>
      </ResultCard>
    </Page>
  );
}
