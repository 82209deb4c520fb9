import { endpoints, type CommentDetail, type Paged } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/**
 * GET /v2/member/comment/list?page= — the member's own comments, newest first, 5 per page
 * (§9). The contract leaves this reply untyped; each item is read as the author's view of a
 * comment (CommentDetail), the same shape GET /v2/comment/{id} sends.
 */
export const getMyComments = (page: number, signal?: AbortSignal) =>
  api.call(endpoints.memberCommentList, { query: { page }, signal }) as Promise<Paged<CommentDetail>>;

/** A 404 (the list not served yet) reads as no comments rather than an error. */
export const useMyComments = () => usePagedList('my-comments', getMyComments, { emptyOn404: true });
