/**
 * Order notifications (§3 Notification type `order`): one per event of the order's life —
 * booked, each move of lib/order-status.ts, and the diner's own change of date, time or party —
 * in the words of the status it leads to (the contract's status table, ORDER_STATUS_WORDS; a
 * change says what it changed to, ORDER_CHANGE_WORDS, and the status it left), with the
 * reservation details the drawer shows and the page it opens.
 */
import { fillStatusWords, ORDER_CHANGE_WORDS, ORDER_STATUS_WORDS, sitePaths, type OrderStatus } from '@joy/contract';
import type { NotificationInput } from './notification-publisher';
import { ORDER_TRANSITIONS, type OrderAction } from './order-status';

/** `changed`: the diner changed the date, time or party themselves (services/booking-changes.ts). */
export type OrderEvent = 'created' | 'changed' | OrderAction;

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

/** The status an event leaves the order in (a new booking awaits the store), whose words it uses. */
const statusAfter = (event: Exclude<OrderEvent, 'changed'>): OrderStatus => (event === 'created' ? 1 : ORDER_TRANSITIONS[event].to);

function words(order: NotifiedOrder, event: OrderEvent, reason: string): [string, string] {
  if (event === 'changed') {
    const { title, body } = ORDER_CHANGE_WORDS.notification;
    return [title, fillStatusWords(body, { store: order.store.name, when: reservationText(order.date, order.time), party: party(order), meaning: ORDER_STATUS_WORDS[order.status]?.meaning ?? '' })];
  }
  const status = ORDER_STATUS_WORDS[statusAfter(event)];
  const { title, body } = event === 'store-cancel' && status.byStore ? status.byStore.notification : status.notification;
  return [title, fillStatusWords(body, { store: order.store.name, when: reservationText(order.date, order.time), party: party(order), reason })];
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
