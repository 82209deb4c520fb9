import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { COMMENT_SORT_DEFAULT, commentSorts, type CommentSort } from '@joy/contract';
import { EmptyState, ErrorState, Loading, formatNumber } from '@joy/ui';
import { LoadMore } from '../../../../components/load-more';
import { Tabs } from '../../../../components/tabs';
import { useCommentSummary, useStoreComments } from '../../api/get-store-comments';
import { CommentItem } from '../comment-item';
import { Section } from '../section';
import { RatingSummary } from './rating-summary';
import { PhotoGrid, reviewPhotos } from './photo-grid';

const PhotoGallery = lazy(() => import(/* webpackChunkName: "review-gallery" */ './photo-gallery').then((m) => ({ default: m.PhotoGallery })));

const List = styled.ul`
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Sorts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
  button {
    min-height: 36px;
    padding: 4px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 18px;
    background: #fff;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.primarySoft}; color: ${({ theme }) => theme.color.primaryDark}; font-weight: 600; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
`;

const SORTS = Object.entries(commentSorts) as [CommentSort, string][];

type View = 'reviews' | 'photos';

/** 評論 in the chosen order (最新、最高分、最低分、有照片), 5 per page with 更多評論 (§9). */
function ReviewList({ storeId }: { storeId: string }) {
  const [sort, setSort] = useState<CommentSort>(COMMENT_SORT_DEFAULT);
  const { items, loading, error, hasMore, loadMore } = useStoreComments(storeId, sort);
  let body;
  if (items.length === 0) {
    if (error) body = <ErrorState onRetry={loadMore} />;
    else if (loading || hasMore) body = <Loading />;
    else body = <EmptyState message={sort === 'photos' ? '還沒有附照片的評論' : '還沒有評論，成為第一個分享用餐心得的人吧！'} />;
  } else {
    body = (
      <>
        <List>
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </List>
        <LoadMore loading={loading} hasMore={hasMore} error={error} onMore={loadMore} label="更多評論" />
      </>
    );
  }
  return (
    <>
      <Sorts role="group" aria-label="評論排序">
        {SORTS.map(([value, label]) => (
          <button key={value} type="button" aria-pressed={sort === value} onClick={() => setSort(value)}>
            {label}
          </button>
        ))}
      </Sorts>
      {body}
    </>
  );
}

/** 照片: every photo of the reviews with photos, newest first; a photo opens the gallery. */
function ReviewPhotos({ storeId }: { storeId: string }) {
  const { items, loading, error, hasMore, loadMore } = useStoreComments(storeId, 'photos');
  const [open, setOpen] = useState<number | null>(null);
  const photos = reviewPhotos(items);
  if (photos.length === 0) {
    if (error) return <ErrorState onRetry={loadMore} />;
    if (loading || hasMore) return <Loading />;
    return <EmptyState message="還沒有評論照片" />;
  }
  return (
    <>
      <PhotoGrid photos={photos} onOpen={setOpen} />
      <LoadMore loading={loading} hasMore={hasMore} error={error} onMore={loadMore} label="更多照片" />
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoGallery photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

/** 顧客評論: the rating summary above the reviews (in four orders) and their photos. */
export function ReviewsPanel({ storeId }: { storeId: string }) {
  const summary = useCommentSummary(storeId);
  const [view, setView] = useState<View>('reviews');
  const photoLabel = summary ? `照片（${formatNumber(summary.photo_count)}）` : '照片';
  return (
    <Section aria-labelledby="comments-title">
      <h2 id="comments-title">顧客評論</h2>
      {summary && summary.count > 0 && <RatingSummary summary={summary} />}
      <Tabs<View>
        label="評論與照片"
        value={view}
        onChange={setView}
        items={[
          { value: 'reviews', label: '全部', panel: <ReviewList storeId={storeId} /> },
          { value: 'photos', label: photoLabel, panel: <ReviewPhotos storeId={storeId} /> },
        ]}
      />
    </Section>
  );
}
