/**
 * The booking SMS messages, made at dispatch from the rows as they are then: the guest's
 * confirmation (from the order), a store's move of a guest's booking (the status the move led
 * to, in the contract's words, with the store's reason for a cancellation and the result
 * link), a booking reminder (none once the booking is no longer ahead, or for a member who
 * has since turned SMS reminders off) and a waitlist hold's (from the entry; none once the
 * hold has ended, since its link would lead nowhere).
 */
import { eq } from 'drizzle-orm';
import { ORDER_TRANSITIONS, UPCOMING_ORDER_STATUSES, type OrderAction, type OrderStatus, type ReminderKind } from '@joy/contract';
import type { Database } from '../db/client';
import type { Tx } from '../db/executor';
import * as t from '../db/schema';
import { reminderSmsText } from '../lib/reminder-texts';
import { bookingCreatedText, bookingStatusText, waitlistHeldText } from '../lib/sms-texts';
import { enqueue } from './messages';

export interface Text {
  phone: string;
  text: string;
}

export async function bookingCreatedSms(db: Database, origin: string, orderId: number): Promise<Text | null> {
  const [o] = await db
    .select({ phone: t.orders.guestPhone, guestName: t.orders.guestName, publicId: t.orders.publicId, date: t.orders.date, time: t.orders.time, adultNum: t.orders.adultNum, childNum: t.orders.childNum, storeName: t.stores.name })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .where(eq(t.orders.id, orderId));
  if (!o?.phone) return null;
  return { phone: o.phone, text: bookingCreatedText(origin, { ...o, people: o.adultNum + o.childNum }) };
}

/** Enqueues the guest's SMS of a store's move (or of their own cancel from the result link), in the move's transaction; a member's booking gets none (their notification tells them). */
export async function enqueueBookingMovedSms(tx: Tx, orderId: number, action: OrderAction, reason = ''): Promise<void> {
  const [o] = await tx.select({ memberId: t.orders.memberId, phone: t.orders.guestPhone }).from(t.orders).where(eq(t.orders.id, orderId));
  if (!o || o.memberId !== null || !o.phone) return;
  await enqueue(tx, { kind: 'sms.booking-moved', payload: reason.trim() ? { orderId, action, reason: reason.trim() } : { orderId, action } });
}

/** The guest's SMS of a store's move: the words of the status the move led to (a store's cancel with its reason). */
export async function bookingMovedSms(db: Database, origin: string, orderId: number, action: OrderAction, reason = ''): Promise<Text | null> {
  const [o] = await db
    .select({ memberId: t.orders.memberId, phone: t.orders.guestPhone, guestName: t.orders.guestName, publicId: t.orders.publicId, date: t.orders.date, time: t.orders.time, adultNum: t.orders.adultNum, childNum: t.orders.childNum, storeName: t.stores.name })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .where(eq(t.orders.id, orderId));
  if (!o?.phone || o.memberId !== null) return null;
  const to: OrderStatus = ORDER_TRANSITIONS[action].to;
  return { phone: o.phone, text: bookingStatusText(origin, { ...o, people: o.adultNum + o.childNum }, to, action === 'store-cancel', reason) };
}

/**
 * A reminder's SMS to the guest's phone, or to the member's booking phone unless they turned
 * SMS reminders off; none once the booking is no longer ahead (cancelled since the claim).
 */
export async function bookingReminderSms(db: Database, origin: string, orderId: number, kind: ReminderKind, hoursBefore: number): Promise<Text | null> {
  const [o] = await db
    .select({
      id: t.orders.id,
      publicId: t.orders.publicId,
      memberId: t.orders.memberId,
      status: t.orders.status,
      guestPhone: t.orders.guestPhone,
      phone: t.orders.phone,
      memberPhone: t.members.phone,
      smsReminders: t.members.smsReminders,
      memberDeletedAt: t.members.deletedAt,
      date: t.orders.date,
      time: t.orders.time,
      adultNum: t.orders.adultNum,
      childNum: t.orders.childNum,
      storeName: t.stores.name,
      storeAddress: t.stores.address,
    })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .leftJoin(t.members, eq(t.members.id, t.orders.memberId))
    .where(eq(t.orders.id, orderId));
  if (!o || !(UPCOMING_ORDER_STATUSES as readonly number[]).includes(o.status)) return null;
  if (o.memberId !== null && (!o.smsReminders || o.memberDeletedAt)) return null;
  const phone = o.memberId === null ? o.guestPhone || o.phone : o.phone || o.memberPhone;
  if (!phone) return null;
  return { phone, text: reminderSmsText(origin, { ...o, people: o.adultNum + o.childNum }, kind, hoursBefore) };
}

export async function waitlistHeldSms(db: Database, origin: string, publicId: string): Promise<Text | null> {
  const [e] = await db
    .select({ phone: t.waitlistEntries.phone, status: t.waitlistEntries.status, holdExpiresAt: t.waitlistEntries.holdExpiresAt, date: t.waitlistEntries.date, time: t.waitlistEntries.time, adultNum: t.waitlistEntries.adultNum, childNum: t.waitlistEntries.childNum, storeName: t.stores.name })
    .from(t.waitlistEntries)
    .innerJoin(t.stores, eq(t.stores.id, t.waitlistEntries.storeId))
    .where(eq(t.waitlistEntries.publicId, publicId));
  if (!e || e.status !== 'held' || !e.holdExpiresAt) return null;
  return { phone: e.phone, text: waitlistHeldText(origin, { ...e, holdExpiresAt: e.holdExpiresAt, people: e.adultNum + e.childNum, publicId }) };
}
