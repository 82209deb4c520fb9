import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages } from '@joy/contract';
import { Card, EmptyState, Loading, Page } from '@joy/ui';
import { useStore } from '../api/get-store';
import { StepIndicator } from './step-indicator';

const Summary = styled(Card)`
  display: flex;
  gap: 16px;
  padding: 16px;
  align-items: center;
  img { width: 72px; height: 72px; border-radius: 50%; object-fit: cover; }
  h1 { margin: 0; font-size: 1.3rem; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.color.muted}; }
`;

const weekdays = ['日', '一', '二', '三', '四', '五', '六'];
const statusText = { 0: '今日公休', 1: '營業中', 2: '休息中' } as const;

export function BookingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const { data: store, error, isLoading } = useStore(id);

  // §8: a missing store (400/500 with 店家不存在) or maintenance (503) goes back to the store list.
  useEffect(() => {
    if (error instanceof ApiError && (error.message === messages.storeNotFound || error.status === 503)) navigate('/store', { replace: true });
  }, [error, navigate]);

  if (!id)
    return (
      <Page>
        <EmptyState message="請先選擇想訂位的餐廳" />
        <p style={{ textAlign: 'center' }}>
          <Link to="/store">去找餐廳</Link>
        </p>
      </Page>
    );
  if (isLoading) return <Loading />;
  if (!store) return <EmptyState message="暫時無法取得餐廳資料" />;
  return (
    <Page>
      <StepIndicator current={0} />
      <Summary>
        <img src={store.logo} alt="" width={72} height={72} />
        <div>
          <h1>{store.name}</h1>
          <p>{store.address}</p>
          <p>
            {statusText[store.business_status]}・★ {store.average_score.toFixed(1)}
          </p>
        </div>
      </Summary>
      <section aria-labelledby="hours-title">
        <h2 id="hours-title">營業時間</h2>
        <ul>
          {store.business_times.map((t, i) => (
            <li key={i}>
              星期{weekdays[t.weekday]} {t.open}–{t.close}
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
