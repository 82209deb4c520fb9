/**
 * The words of order notifications (§3 Notification type `order`): one per event of the
 * order's life — booked, and each move of lib/order-status.ts — with the reservation
 * details the drawer shows and the page it opens.
 */
import { sitePaths, type OrderStatus } from '@joy/contract';
import type { NotificationInput } from './notification-publisher';
import type { OrderAction } from './order-status';

export type OrderEvent = 'created' | OrderAction;

export interface NotifiedOrder {
  id: number;
  status: OrderStatus;
  date: string;
  time: string;
  adultNum: number;
  childNum: number;
  store: { name: string; logo: string; slug: string };
}

/** 2026-05-01 + 18:30 → 2026 年 5 月 1 日 18:30 (§9 date format). */
export function reservationText(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y} 年 ${m} 月 ${d} 日 ${time}`;
}

function party(order: NotifiedOrder): string {
  return order.childNum > 0 ? `大人 ${order.adultNum} 位、小孩 ${order.childNum} 位` : `${order.adultNum} 位`;
}

function words(order: NotifiedOrder, event: OrderEvent, reason: string): [string, string] {
  const store = order.store.name;
  const when = reservationText(order.date, order.time);
  switch (event) {
    case 'created':
      return ['訂位成功', `已為您預約 ${store} ${when}，${party(order)}，等待店家確認。`];
    case 'confirm':
      return ['訂位已確認', `${store} 已確認您 ${when} 的訂位，期待您的光臨。`];
    case 'keep':
      return ['訂位已保留', `您已保留 ${store} ${when} 的訂位。`];
    case 'cancel':
      return ['訂位已取消', `您已取消 ${store} ${when} 的訂位。`];
    case 'store-cancel':
      return ['店家已取消訂位', `${store} 已取消您 ${when} 的訂位${reason ? `：${reason}` : '。'}`];
    case 'seat':
      return ['歡迎光臨', `您已在 ${store} 入座，祝您用餐愉快。`];
    case 'no-show':
      return ['訂位未到', `您 ${when} 在 ${store} 的訂位已標記為未到。`];
    case 'complete':
      return ['用餐完成', `感謝您光臨 ${store}，歡迎留下評論分享您的用餐體驗。`];
  }
}

export function orderNotification(order: NotifiedOrder, event: OrderEvent, reason = ''): NotificationInput {
  const [title, body] = words(order, event, reason);
  return {
    notification_title: title,
    notification_body: body,
    notification_image: order.store.logo || null,
    store_logo: order.store.logo || null,
    store_slug: order.store.slug,
    order_id: order.id,
    notification_order_status: order.status,
    order_reservation_date: order.date,
    order_reservation_time: order.time,
    order_adult_num: order.adultNum,
    order_child_num: order.childNum,
    // A completed order opens the review form; every other one the order's page.
    notification_action: order.status === 7 ? sitePaths.leaveComment(order.id) : sitePaths.memberOrder(order.id),
  };
}
