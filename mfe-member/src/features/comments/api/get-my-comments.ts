import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { usePagedList } from '@joy/ui';

/** GET /v2/member/comment/list?page= — the member's own comments, newest first, 5 per page (§9). */
export const getMyComments = (page: number, signal?: AbortSignal) => api.call(endpoints.memberCommentList, { query: { page }, signal });

export const useMyComments = () => usePagedList('my-comments', getMyComments);
