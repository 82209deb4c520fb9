/**
 * What bookings and waitlist holds share when an order is made or moves: the public id of a
 * new order and the member's order notification, written in the caller's transaction (its
 * real-time publish goes to the outbox with it). Apart from orders.ts and waitlist.ts so
 * neither imports the other back.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@joy/contract';
import type { Tx } from '../db/executor';
import * as t from '../db/schema';
import { orderNotification, type OrderEvent } from '../lib/order-notifications';
import { createNotification } from './notifications';

/** 16 random bytes, base64url: the guest's booking result id. */
export const newPublicId = (): string => crypto.randomBytes(16).toString('base64url');

/** Writes the order notification of `event` when the order belongs to a member. */
export async function notifyOrder(tx: Tx, orderId: number, event: OrderEvent, reason = ''): Promise<void> {
  const [o] = await tx
    .select({
      id: t.orders.id,
      memberId: t.orders.memberId,
      status: t.orders.status,
      date: t.orders.date,
      time: t.orders.time,
      adultNum: t.orders.adultNum,
      childNum: t.orders.childNum,
      storeName: t.stores.name,
      storeLogo: t.stores.logo,
      storeSlug: t.stores.slug,
    })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .where(eq(t.orders.id, orderId));
  if (!o?.memberId) return;
  const input = orderNotification(
    { ...o, status: o.status as OrderStatus, store: { name: o.storeName, logo: o.storeLogo, slug: o.storeSlug } },
    event,
    reason,
  );
  await createNotification(tx, o.memberId, 'order', input);
}
