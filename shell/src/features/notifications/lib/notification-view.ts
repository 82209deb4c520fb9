/**
 * What each notification offers in the drawer (§4), as pure rules:
 * - order, announced status 1 or 2, still 1 or 2 now, reservation still ahead: 保留 (keep);
 * - order, announced status 5 or 7: the reservation details; 7 also 撰寫評論 (no buttons);
 * - member_withdraw status 2 → payment record, 4 → rewards, 3 → a 前往開通 button and the
 *   withdrawal record;
 * - otherwise the page the notification names, or the record it is about.
 */
import { sitePaths, type Notification } from '@joy/contract';
import { dayjs } from '@joy/ui';

const KEEPABLE = [1, 2];

/** The reservation's moment in local time, or null without a date. */
export function reservationAt(notification: Notification): Date | null {
  const { order_reservation_date: date, order_reservation_time: time } = notification.data;
  if (!date) return null;
  const at = dayjs(`${date} ${time ?? '00:00'}`);
  return at.isValid() ? at.toDate() : null;
}

export function canKeep(notification: Notification, now: Date = new Date()): boolean {
  const { order_id, notification_order_status: announced, order_status } = notification.data;
  if (notification.type !== 'order' || order_id === null || announced === null) return false;
  const current = order_status ?? announced;
  const at = reservationAt(notification);
  return KEEPABLE.includes(announced) && KEEPABLE.includes(current) && at !== null && at.getTime() > now.getTime();
}

export function showsReservation(notification: Notification): boolean {
  const status = notification.data.notification_order_status;
  return notification.type === 'order' && (status === 5 || status === 7);
}

export function reviewLink(notification: Notification): string | null {
  const { order_id, notification_order_status } = notification.data;
  if (notification.type !== 'order' || notification_order_status !== 7 || order_id === null) return null;
  return `/leave-comment?id=${order_id}&type=order`;
}

export const WITHDRAW_PAGES: Record<number, string> = {
  2: '/member/history/payment-record',
  // The withdrawal record's coin tab: where a member's pending withdrawal is listed.
  3: sitePaths.coinWithdrawals(),
  4: '/member/rewards',
};

/** Status 3 of a withdrawal notification shows the go-activate button. */
export const showsActivate = (notification: Notification): boolean =>
  notification.type === 'member_withdraw' && notification.data.notification_member_withdraw_status === 3;

/** The page the notification opens, or null when it opens none. */
export function targetOf(notification: Notification): string | null {
  const d = notification.data;
  if (notification.type === 'member_withdraw') {
    return WITHDRAW_PAGES[d.notification_member_withdraw_status ?? -1] ?? d.notification_action;
  }
  if (d.notification_action) return d.notification_action;
  if (notification.type === 'order' && d.order_id !== null) return `/member/history/${d.order_id}`;
  if (notification.type === 'store_pay' && d.notification_pay_log_id !== null) return `/member/history/payment-record/${d.notification_pay_log_id}`;
  if (notification.type === 'platform' && d.notification_platform_id !== null) return `/member/news/${d.notification_platform_id}`;
  return null;
}

/** 大人 2 位、小孩 1 位 */
export function partyText(notification: Notification): string {
  const { order_adult_num: adults, order_child_num: children } = notification.data;
  const parts = [`大人 ${adults ?? 0} 位`];
  if (children) parts.push(`小孩 ${children} 位`);
  return parts.join('、');
}
