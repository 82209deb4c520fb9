import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** PUT /v2/notification/{id}/read — replies the unread count left. */
export const markRead = (id: number) => api.call(endpoints.notificationRead, { params: { id } }).then((reply) => reply.count);

/** PUT /v2/notification/read-all — replies the unread count left (0). */
export const markAllRead = () => api.call(endpoints.notificationReadAll).then((reply) => reply.count);
