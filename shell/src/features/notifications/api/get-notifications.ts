import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** Notifications per page in the drawer (§9). */
export const NOTIFICATION_PAGE_SIZE = 5;

/** GET /v2/notification?page=&limit=5 — newest first. */
export const getNotifications = (page: number, signal?: AbortSignal) =>
  api.call(endpoints.notifications, { query: { page, limit: NOTIFICATION_PAGE_SIZE }, signal });
