import type { OrderDetail } from '@joy/contract';
import { formatDate } from '@joy/ui';

/** §9: the reservation as `YYYY 年 M 月 D 日 HH:mm` (date and time are Taipei wall-clock values). */
export const reservationText = (order: Pick<OrderDetail, 'date' | 'time'>): string => `${formatDate(order.date)} ${order.time}`;

/** 大人 2 位、小孩 1 位 */
export const partyText = (order: Pick<OrderDetail, 'adult_num' | 'child_num'>): string =>
  `大人 ${order.adult_num} 位${order.child_num > 0 ? `、小孩 ${order.child_num} 位` : ''}`;
