import { formatNumber } from './format';

/** A store with no comment shows this wherever a score would be (never ★ 0.0). */
export const NO_REVIEWS = '尚無評論';

/**
 * A store's score as cards, headers and lists show it: 「★ 4.6（1,234 則評論）」, or
 * 「尚無評論」 when nobody has reviewed it yet. `withCount={false}` leaves the count out.
 */
export function StoreRating({ average, count, withCount = true }: { average: number; count: number; withCount?: boolean }) {
  if (count <= 0) return <span>{NO_REVIEWS}</span>;
  const score = average.toFixed(1);
  return (
    <>
      <span aria-label={`平均 ${score} 顆星`}>★ {score}</span>
      {withCount && `（${formatNumber(count)} 則評論）`}
    </>
  );
}
