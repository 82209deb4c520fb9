import styled from 'styled-components';
import type { StoreDetail } from '@joy/contract';
import { Card, StoreRating } from '@joy/ui';

const Summary = styled(Card)`
  display: flex;
  gap: 16px;
  padding: 16px;
  align-items: center;
  img { width: 72px; height: 72px; border-radius: 50%; object-fit: cover; }
  h1 { margin: 0; font-size: 1.3rem; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.color.muted}; }
`;

const statusText = { 0: '今日公休', 1: '營業中', 2: '休息中' } as const;
const weekdays = ['日', '一', '二', '三', '四', '五', '六'];

export function StoreSummaryCard({ store }: { store: StoreDetail }) {
  return (
    <Summary>
      <img src={store.logo} alt="" width={72} height={72} />
      <div>
        <h1>{store.name}</h1>
        <p>{store.address}</p>
        <p>
          {statusText[store.business_status]}・<StoreRating average={store.average_score} count={store.comment_count} withCount={false} />
        </p>
        <details>
          <summary>營業時間</summary>
          <ul>
            {store.business_times.map((t, i) => (
              <li key={i}>
                星期{weekdays[t.weekday]} {t.open}–{t.close}
              </li>
            ))}
          </ul>
        </details>
      </div>
    </Summary>
  );
}
