/**
 * The rows of a diner's own change of a booking (services/booking-changes.ts runs them in its
 * transaction, after `orders.lockForMove` locked the order row): which booking a result link
 * names and where its change code goes, the store's rules for a change, and the change itself.
 */
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';

type Reader = Pick<Executor, 'select'>;

/** The booking a result link names, as the code and cancel steps need it. */
export interface LinkedOrder {
  id: number;
  memberId: number | null;
  status: number;
  date: string;
  time: string;
  /** The booking's phone: the guest's, else the order's contact phone (where a change code goes). */
  phone: string;
  changeCutoffMinutes: number;
}

/** The booking of a result link (the 128-bit public id), or null for an unknown or malformed one. */
export async function linkedOrder(reader: Reader, publicId: string): Promise<LinkedOrder | null> {
  if (!/^[\w-]{16,32}$/.test(publicId)) return null;
  const [row] = await reader
    .select({
      id: t.orders.id,
      memberId: t.orders.memberId,
      status: t.orders.status,
      date: t.orders.date,
      time: t.orders.time,
      guestPhone: t.orders.guestPhone,
      phone: t.orders.phone,
      changeCutoffMinutes: t.stores.changeCutoffMinutes,
    })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .where(eq(t.orders.publicId, publicId));
  if (!row) return null;
  const { guestPhone, phone, ...rest } = row;
  return { ...rest, phone: guestPhone || phone };
}

/** What a change must pass at the store: it still takes bookings, the party fits, the cut-off. */
export interface ChangeRules {
  joyBooking: boolean;
  maxPartySize: number;
  changeCutoffMinutes: number;
}

export async function changeRules(reader: Reader, storeId: number): Promise<ChangeRules> {
  const [row] = await reader
    .select({ joyBooking: t.stores.joyBooking, maxPartySize: t.stores.maxPartySize, changeCutoffMinutes: t.stores.changeCutoffMinutes })
    .from(t.stores)
    .where(eq(t.stores.id, storeId));
  return row;
}

export interface NewReservation {
  date: string;
  time: string;
  adultNum: number;
  childNum: number;
  status: number;
}

/**
 * Writes the booking's new date, time, party and status; the caller holds the order's row
 * lock and the slot locks and counted the seats. A new date or time clears the diner's
 * 確認赴約 (it answered for the old one) and re-arms the reminders: the claims of those sent
 * for the old time go, so the reminders job sends them again for the new one.
 */
export async function setReservation(tx: Tx, orderId: number, change: NewReservation, moved: boolean, now: Date): Promise<void> {
  await tx
    .update(t.orders)
    .set({ date: change.date, time: change.time, adultNum: change.adultNum, childNum: change.childNum, status: change.status, updatedAt: now, ...(moved ? { dinerConfirmedAt: null } : {}) })
    .where(eq(t.orders.id, orderId));
  if (moved) await tx.delete(t.bookingReminders).where(eq(t.bookingReminders.orderId, orderId));
}

/** What the guest's SMS of a change says, read in the change's transaction; null for a member's booking (their notification tells them). */
export async function guestTextOf(tx: Tx, orderId: number) {
  const [o] = await tx
    .select({
      memberId: t.orders.memberId,
      phone: t.orders.guestPhone,
      guestName: t.orders.guestName,
      publicId: t.orders.publicId,
      status: t.orders.status,
      date: t.orders.date,
      time: t.orders.time,
      adultNum: t.orders.adultNum,
      childNum: t.orders.childNum,
      storeName: t.stores.name,
    })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
    .where(eq(t.orders.id, orderId));
  return o && o.memberId === null && o.phone ? { ...o, phone: o.phone, people: o.adultNum + o.childNum } : null;
}
