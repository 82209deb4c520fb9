import { endpoints, type Paged } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** §9: comments are paged 5 at a time. */
export const COMMENT_PAGE_SIZE = 5;

/**
 * A store comment (§3). The contract leaves this reply untyped; this is the shape the UI
 * reads until `storeComments` is typed in shared/contract.
 */
export interface StoreComment {
  id: number;
  name: string;
  avatar?: string;
  title: string;
  body: string;
  score: number;
  /** Four sub scores: food, service, ambience, value. */
  sub_scores: number[];
  images: string[];
  reply: string | null;
  created_at: string;
}

export const storeCommentsKey = (id: string) => `store-comments:${id}`;
export const getStoreComments = (id: string, page: number, signal?: AbortSignal) =>
  api.call(endpoints.storeComments, { params: { id }, query: { page, limit: COMMENT_PAGE_SIZE }, signal }) as Promise<Paged<StoreComment>>;
/** Paged comments; a 404 (call not implemented yet) reads as no comments. */
export const useStoreComments = (id: string) =>
  usePagedList(storeCommentsKey(id), (page, signal) => getStoreComments(id, page, signal), { emptyOn404: true });
