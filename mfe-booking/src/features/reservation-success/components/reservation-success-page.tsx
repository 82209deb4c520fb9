import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@joy/auth';
import { ORDER_STATUS_WORDS, orderStatusWords, guaranteeLines, specialRequestLines } from '@joy/contract';
import { Button, EmptyState, Loading, Page } from '@joy/ui';
import { ResultCard } from '../../../components/result-card';
import { OrderSummary } from '../../../components/order-summary';
import { CalendarLink } from '../../../components/calendar-link';
import { useOrder } from '../api/get-order';

/** /reservation-success?slug=&orderId= (§2): the booking just made, in the words of its status (sent, awaiting the store, as a rule). */
export function ReservationSuccessPage() {
  const [params] = useSearchParams();
  const token = useAuth((s) => s.token);
  const { data: order, isLoading, error } = useOrder(params.get('orderId'), params.get('slug'));
  if (isLoading) return <Loading />;
  if (error || !order) return <EmptyState message="找不到這筆訂位" />;
  const words = (orderStatusWords(order.status) ?? ORDER_STATUS_WORDS[1]).successPage;
  return (
    <Page>
      <ResultCard>
        <h1>{words.title}</h1>
        <p>{words.lead}</p>
        <OrderSummary order={order} extra={[['訂位編號', order.slug], ...guaranteeLines(order.guarantee), ...specialRequestLines(order)]} />
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
