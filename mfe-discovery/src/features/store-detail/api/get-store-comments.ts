import useSWR from 'swr';
import { COMMENT_SORT_DEFAULT, endpoints, type CommentSort, type Paged, type StoreComment, type StoreCommentSummary } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

export type { StoreComment, StoreCommentSummary };

/** §9: comments are paged 5 at a time. */
export const COMMENT_PAGE_SIZE = 5;

export const storeCommentsKey = (id: string, sort: CommentSort = COMMENT_SORT_DEFAULT) => `store-comments:${id}:${sort}`;
/** One page in the chosen order (最新 is the API's default and is not sent). */
export const getStoreComments = (id: string, page: number, sort: CommentSort = COMMENT_SORT_DEFAULT, signal?: AbortSignal) =>
  api.call(endpoints.storeComments, {
    params: { id },
    query: { page, limit: COMMENT_PAGE_SIZE, ...(sort === COMMENT_SORT_DEFAULT ? {} : { sort }) },
    signal,
  }) as Promise<Paged<StoreComment>>;
/** Paged comments; a 404 (call not implemented yet) reads as no comments. */
export const useStoreComments = (id: string, sort: CommentSort = COMMENT_SORT_DEFAULT) =>
  usePagedList(storeCommentsKey(id, sort), (page, signal) => getStoreComments(id, page, sort, signal), { emptyOn404: true });

const isSummary = (value: unknown): value is StoreCommentSummary =>
  typeof (value as StoreCommentSummary | null)?.count === 'number' && Array.isArray((value as StoreCommentSummary).histogram);

/** GET /v2/store/{id}/comment-summary; undefined while loading and when it cannot be read (the list still shows). */
export function useCommentSummary(id: string): StoreCommentSummary | undefined {
  const { data } = useSWR(['store-comment-summary', id], () => api.call(endpoints.storeCommentSummary, { params: { id } }), { shouldRetryOnError: false });
  return isSummary(data) ? data : undefined;
}
