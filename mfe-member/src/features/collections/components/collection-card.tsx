import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages, type StoreSummary } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, StoreRating, media } from '@joy/ui';
import { toggleCollection } from '../api/toggle-collection';

const Item = styled.li<{ $removed: boolean }>`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  opacity: ${({ $removed }) => ($removed ? 0.6 : 1)};
  img { width: 96px; height: 96px; border-radius: 8px; object-fit: cover; background: ${({ theme }) => theme.color.surface}; }
  h2 { margin: 0 0 4px; font-size: 1.05rem; }
  h2 a { color: inherit; }
  p { margin: 0 0 4px; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  ${media.tablet} { grid-template-columns: 128px 1fr; img { width: 128px; height: 128px; } }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/** One favourite store; 取消收藏 keeps the card (dimmed) so the member can 重新收藏 at once. */
export function CollectionCard({ store }: { store: StoreSummary }) {
  const [collected, setCollected] = useState(true);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const { is_collection } = await toggleCollection(store.id);
      setCollected(is_collection);
      toast(is_collection ? '已加入收藏' : '已取消收藏', 'success');
    } catch {
      toast(messages.operationFailed, 'failure');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Item $removed={!collected}>
      <img src={store.photo || store.logo} alt="" width={96} height={96} loading="lazy" />
      <div>
        <h2>
          <Link to={`/store/${store.id}`}>{store.name}</Link>
        </h2>
        <p>
          {store.city}
          {store.district} · {store.food_types.join('、')}
        </p>
        <p>
          <StoreRating average={store.average_score} count={store.comment_count} />
          {store.reward_rate > 0 && ` · 樂幣回饋 ${store.reward_rate}%`}
        </p>
        <Actions>
          {store.joy_booking && (
            <Button as={Link} to={`/booking?id=${store.id}`} $variant="ghost">
              訂位
            </Button>
          )}
          <Button type="button" $variant={collected ? 'ghost' : 'primary'} aria-pressed={collected} disabled={busy} onClick={() => void toggle()}>
            {collected ? '取消收藏' : '重新收藏'}
          </Button>
        </Actions>
      </div>
    </Item>
  );
}
