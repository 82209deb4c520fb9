import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoreSummary } from '@joy/contract';
import { Card, formatNumber } from '@joy/ui';

const Item = styled(Card).attrs({ as: 'li' })`
  list-style: none;
  a { display: block; text-decoration: none; color: inherit; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: #eee; }
  div { padding: 10px 12px; }
  h3 { margin: 0 0 4px; font-size: 1rem; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Badge = styled.span`
  display: inline-block;
  margin-right: 6px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  color: #fff;
  background: ${({ theme }) => theme.color.primary};
`;

const statusText = { 0: '今日公休', 1: '營業中', 2: '休息中' } as const;

export function StoreCard({ store }: { store: StoreSummary }) {
  return (
    <Item>
      <Link to={`/store/${store.id}`}>
        <img src={store.photo} alt="" loading="lazy" width={320} height={240} />
        <div>
          <h3>
            {store.is_hot && <Badge>熱門</Badge>}
            {store.is_new && <Badge>新店</Badge>}
            {store.name}
          </h3>
          <p>
            ★ {store.average_score.toFixed(1)}（{formatNumber(store.comment_count)} 則評論）・{statusText[store.business_status]}
          </p>
          <p>
            {store.city}
            {store.district}・{store.food_types.join('、')}
          </p>
        </div>
      </Link>
    </Item>
  );
}
