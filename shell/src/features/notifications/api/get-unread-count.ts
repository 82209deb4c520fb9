import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** GET /v2/notification/unread-count — the bell's badge. */
export const getUnreadCount = (signal?: AbortSignal) => api.call(endpoints.unreadCount, { signal }).then((reply) => reply.count);
