import { lazy, Suspense } from 'react';
import { Loading } from '@joy/ui';

/** The reviews (summary, orders, photos, gallery) load when the 評論 tab is first opened. */
const ReviewsPanel = lazy(() => import(/* webpackChunkName: "store-reviews" */ './reviews/reviews-panel').then((m) => ({ default: m.ReviewsPanel })));

/** 評論: the store's reviews, in a chunk of their own. */
export function CommentsPanel({ storeId }: { storeId: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <ReviewsPanel storeId={storeId} />
    </Suspense>
  );
}
