import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@joy/auth';
import { Button, Card, EmptyState, Loading, Page, formatDate } from '@joy/ui';
import { useOrder } from '../api/get-order';

const Box = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  padding: 24px;
  text-align: center;
  dl { display: grid; grid-template-columns: 6em 1fr; gap: 8px; text-align: left; }
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;

/** /reservation-success?slug=&orderId= (§2): the confirmed booking. */
export function ReservationSuccessPage() {
  const [params] = useSearchParams();
  const token = useAuth((s) => s.token);
  const { data: order, isLoading, error } = useOrder(params.get('orderId'), params.get('slug'));
  if (isLoading) return <Loading />;
  if (error || !order) return <EmptyState message="找不到這筆訂位" />;
  return (
    <Page>
      <Box>
        <h1>訂位成功</h1>
        <p>我們已為您保留座位，期待您的光臨！</p>
        <dl>
          <dt>餐廳</dt>
          <dd>{order.store.name}</dd>
          <dt>地址</dt>
          <dd>{order.store.address}</dd>
          <dt>日期</dt>
          <dd>{formatDate(order.date)}</dd>
          <dt>時段</dt>
          <dd>{order.time}</dd>
          <dt>人數</dt>
          <dd>
            大人 {order.adult_num} 位{order.child_num > 0 ? `、小孩 ${order.child_num} 位` : ''}
          </dd>
          <dt>訂位編號</dt>
          <dd>{order.slug}</dd>
        </dl>
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
          <Button as={Link} to="/" $variant="ghost">
            回首頁
          </Button>
          {token && (
            <Button as={Link} to="/member/history">
              查看訂位紀錄
            </Button>
          )}
        </p>
      </Box>
    </Page>
  );
}
