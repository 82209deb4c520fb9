import { useState } from 'react';
import type { StoreSummary } from '@joy/contract';
import { EmptyState, ErrorState, Loading, Page } from '@joy/ui';
import { useRanking } from '../../../api/get-ranking';
import { StoreCard } from '../../../components/store-card';
import { StoreGrid } from '../../../components/store-grid';
import { Tabs } from '../../../components/tabs';

type Board = 'hot' | 'new';

function Ranked({ stores, label, empty }: { stores: StoreSummary[]; label: string; empty: string }) {
  if (stores.length === 0) return <EmptyState message={empty} />;
  return (
    <StoreGrid as="ol" aria-label={label}>
      {stores.map((store, i) => (
        <StoreCard key={store.id} store={store} rank={i + 1} headingLevel={2} />
      ))}
    </StoreGrid>
  );
}

/** /leaderboard: hot and new stores as two tabs, numbered. */
export function LeaderboardPage() {
  const ranking = useRanking();
  const [board, setBoard] = useState<Board>('hot');
  return (
    <Page>
      <h1>排行榜</h1>
      {ranking.isLoading && <Loading />}
      {ranking.error && <ErrorState onRetry={() => void ranking.mutate()} />}
      {ranking.data && (
        <Tabs<Board>
          label="排行榜"
          value={board}
          onChange={setBoard}
          items={[
            { value: 'hot', label: '熱門排行', panel: <Ranked stores={ranking.data.hot} label="熱門餐廳排行" empty="目前沒有熱門餐廳" /> },
            { value: 'new', label: '新店排行', panel: <Ranked stores={ranking.data.new} label="新進餐廳排行" empty="目前沒有新進餐廳" /> },
          ]}
        />
      )}
    </Page>
  );
}
