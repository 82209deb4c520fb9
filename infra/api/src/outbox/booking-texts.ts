/**
 * The booking SMS messages, made at dispatch from the rows as they are then: the guest's
 * confirmation (from the order) and a waitlist hold's (from the entry; none once the hold has
 * ended, since its link would lead nowhere).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { bookingCreatedText, waitlistHeldText } from '../lib/sms-texts';

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

export async function waitlistHeldSms(db: Database, origin: string, publicId: string): Promise<Text | null> {
  const [e] = await db
    .select({ phone: t.waitlistEntries.phone, status: t.waitlistEntries.status, holdExpiresAt: t.waitlistEntries.holdExpiresAt, date: t.waitlistEntries.date, time: t.waitlistEntries.time, adultNum: t.waitlistEntries.adultNum, childNum: t.waitlistEntries.childNum, storeName: t.stores.name })
    .from(t.waitlistEntries)
    .innerJoin(t.stores, eq(t.stores.id, t.waitlistEntries.storeId))
    .where(eq(t.waitlistEntries.publicId, publicId));
  if (!e || e.status !== 'held' || !e.holdExpiresAt) return null;
  return { phone: e.phone, text: waitlistHeldText(origin, { ...e, holdExpiresAt: e.holdExpiresAt, people: e.adultNum + e.childNum, publicId }) };
}
