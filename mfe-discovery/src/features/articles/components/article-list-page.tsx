import { useState } from 'react';
import { EmptyState, ErrorState, Loading, Page } from '@joy/ui';
import type { ArticleKind } from '../../../api/get-articles';
import { ArticleCard, ArticleGrid } from '../../../components/article-card';
import { LoadMore } from '../../../components/load-more';
import { Tabs } from '../../../components/tabs';
import { useArticleList } from '../api/get-article-list';

function ArticleList({ kind }: { kind: ArticleKind }) {
  const { items, loading, error, hasMore, loadMore } = useArticleList(kind);
  if (items.length === 0) {
    if (error) return <ErrorState onRetry={loadMore} />;
    if (loading || hasMore) return <Loading />;
    return <EmptyState message="目前還沒有文章，敬請期待" />;
  }
  return (
    <>
      <ArticleGrid aria-label={kind === 'hot' ? '熱門文章' : '最新文章'}>
        {items.map((article) => (
          <ArticleCard key={article.id} article={article} headingLevel={2} />
        ))}
      </ArticleGrid>
      <LoadMore loading={loading} hasMore={hasMore} error={error} onMore={loadMore} label="更多文章" />
    </>
  );
}

/** /article: hot and new articles, each paged with 更多文章. */
export function ArticleListPage() {
  const [kind, setKind] = useState<ArticleKind>('hot');
  return (
    <Page>
      <h1>美食專欄</h1>
      <Tabs<ArticleKind>
        label="文章分類"
        value={kind}
        onChange={setKind}
        items={[
          { value: 'hot', label: '熱門文章', panel: <ArticleList kind="hot" /> },
          { value: 'new', label: '最新文章', panel: <ArticleList kind="new" /> },
        ]}
      />
    </Page>
  );
}
