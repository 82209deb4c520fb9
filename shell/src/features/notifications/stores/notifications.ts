/**
 * The bell's state: the unread count, whether the drawer is open, and the notifications that
 * arrived in real time while it is open (newest first; the drawer shows them above the pages
 * it fetched). Closing the drawer drops them: the next open starts again from page 1 (§4).
 * Changes of the count and each arrival are announced on the bus for the remotes, with the data
 * the arrival changed (`live:changed`), so open pages re-fetch it.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Notification, OrderStatus } from '@joy/contract';
import { emit, liveChangeOf } from '@joy/bus';

export interface NotificationState {
  unread: number;
  open: boolean;
  live: Notification[];
  /** Orders changed from the drawer since it opened (order id → status), so every item about one agrees. */
  orderStatuses: Record<number, OrderStatus>;
  setUnread(count: number): void;
  /** One real-time event: the count goes up by one (§4), an open drawer shows it on top, open pages re-fetch what it changed. */
  received(notification: Notification): void;
  /** An item was marked read in the drawer: mark it in the live list too. */
  markedRead(id: number): void;
  orderChanged(orderId: number, status: OrderStatus): void;
  openDrawer(): void;
  closeDrawer(): void;
  reset(): void;
}

export const notificationStore = createStore<NotificationState>()((set, get) => ({
  unread: 0,
  open: false,
  live: [],
  orderStatuses: {},

  setUnread(count) {
    const unread = Math.max(0, count);
    if (unread === get().unread) return;
    set({ unread });
    emit('notification:unread', { count: unread });
  },

  received(notification) {
    const { unread, open, live } = get();
    set({
      unread: unread + 1,
      live: open ? [notification, ...live.filter((item) => item.id !== notification.id)] : live,
    });
    emit('notification:received', { type: notification.type, data: { ...notification.data, id: notification.id } });
    emit('live:changed', liveChangeOf(notification));
    emit('notification:unread', { count: unread + 1 });
  },

  markedRead(id) {
    set({ live: get().live.map((item) => (item.id === id ? { ...item, is_read: true } : item)) });
  },

  orderChanged(orderId, status) {
    set({ orderStatuses: { ...get().orderStatuses, [orderId]: status } });
    emit('live:changed', { topics: ['order'], ids: { order: orderId }, source: 'local' });
  },

  openDrawer: () => set({ open: true, live: [], orderStatuses: {} }),
  closeDrawer: () => set({ open: false, live: [], orderStatuses: {} }),
  reset: () => set({ unread: 0, open: false, live: [], orderStatuses: {} }),
}));

export function useNotifications<T>(selector: (state: NotificationState) => T): T {
  return useStore(notificationStore, selector);
}
