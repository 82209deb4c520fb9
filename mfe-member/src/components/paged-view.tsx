import type { ReactNode } from 'react';
import { PagedView as SharedPagedView, type PagedList } from '@joy/ui';
import { ListSkeleton } from './list-skeleton';

interface Props<T> {
  list: PagedList<T>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
  moreLabel?: string;
  skeletonHeight?: number;
}

/** A paged member list (shared/ui's PagedView) with the member pages' card skeleton while the first page loads. */
export function PagedView<T>({ skeletonHeight, ...props }: Props<T>) {
  return <SharedPagedView {...props} placeholder={<ListSkeleton height={skeletonHeight} />} />;
}
