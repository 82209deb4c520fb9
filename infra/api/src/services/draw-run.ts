/**
 * The draw (issue 28), run by jobs/table-draws.ts when a draw's window has closed. One
 * transaction does all of it, so the date opens to first-come booking only with every winner
 * already booked, and a crash part-way leaves the draw scheduled, to be drawn afresh:
 *
 * 1. The draw row is claimed `FOR UPDATE SKIP LOCKED` (besides the job's advisory lock): of
 *    several API instances, or a job and a store's cancel, one holds it; a second runner skips
 *    it, and a cancel waits and then finds it drawn.
 * 2. A fresh 256-bit seed orders the entries (lib/draw-order.ts, Fisher–Yates); the seed is
 *    kept with the draw and each entry's place, so the order can be audited.
 * 3. In that order each entry is booked as any booking is (the slot's row lock, the seats
 *    taken by orders and waitlist holds, a closing day, the time still ahead): an entry whose
 *    time has seats wins a booking (status 1, awaiting the store like any other, with the
 *    store's house rules as agreed); one whose time is full loses, and the next entry may still
 *    win another time. No card is asked of a winner: a draw gives the date's seats to verified
 *    phones, one per phone, and the booking needs no confirm step.
 * 4. Every entrant hears the result: a member by notification, everyone by SMS (the outbox,
 *    sent after commit), with a link to the booking or to the draw's result on the store page.
 *    The slots' live updates and the booking e-mails go out as for any booking.
 */
import { and, eq, sql } from 'drizzle-orm';
import { drawResultTexts, sitePaths, siteLink } from '@joy/contract';
import type { Tx } from '../db/executor';
import { rowsOf } from '../db/rows';
import * as t from '../db/schema';
import { isFutureSlot } from '../lib/booking-clock';
import { drawOrder, newDrawSeed } from '../lib/draw-order';
import { enqueueBookingMail } from '../outbox/booking-mail';
import { enqueue } from '../outbox/messages';
import { createNotification } from '../repositories/notifications';
import { notifyOrder } from '../repositories/order-events';
import type { OrderRepository } from '../repositories/orders';
import { closedOn } from '../repositories/store-content';
import { lockSlot, publishSlot, takenAt } from '../repositories/waitlist';
import { entriesOf, type DrawEntryRow } from '../repositories/draws';

export interface DrawRunDeps {
  orders: Pick<OrderRepository, 'insert'>;
  /** The site's origin for the links in the SMS (PUBLIC_ORIGIN). */
  origin: string;
}

export interface DrawOutcome {
  drawId: number;
  seed: string;
  won: number;
  lost: number;
}

/** Claims the next draw whose window has closed (none: null); skips one another runner holds, and those in `skip`. */
export async function claimDueDraw(tx: Tx, now: Date, skip: readonly number[] = []): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select id from table_draws
      where status = 'scheduled' and opens_at + window_minutes * interval '1 minute' <= ${now.toISOString()}::timestamptz
        ${skip.length ? sql`and id not in (${sql.join(skip.map((id) => sql`${id}`), sql`, `)})` : sql``}
      order by opens_at, id
      limit 1
      for update skip locked`),
  );
  return row ? Number(row.id) : null;
}

/** Books one entry's asked-for time when it has seats (the booking path's checks); the order id or null. */
async function bookEntry(tx: Tx, deps: DrawRunDeps, draw: { storeId: number; date: string }, entry: DrawEntryRow, agreedRules: unknown, now: Date): Promise<number | null> {
  const slot = { storeId: draw.storeId, date: draw.date, time: entry.time };
  const row = await lockSlot(tx, slot);
  if (!row || !isFutureSlot(draw.date, entry.time, now)) return null;
  if (await closedOn(tx, draw.storeId, draw.date)) return null;
  if ((await takenAt(tx, slot)) + entry.adultNum + entry.childNum > row.capacity) return null;
  const order = await deps.orders.insert(tx, {
    storeId: draw.storeId,
    memberId: entry.memberId,
    guest: entry.memberId === null ? { name: entry.guestName ?? '', gender: 0, email: '', phone: entry.phone } : null,
    date: draw.date,
    time: entry.time,
    adultNum: entry.adultNum,
    childNum: entry.childNum,
    purpose: '',
    note: '',
    dietaryNote: '',
    seatingArea: '',
    highChairs: 0,
    phone: entry.phone,
    fromSource: 0,
    idempotencyKey: `draw-${entry.publicId}`,
    agreedRules,
  });
  await notifyOrder(tx, order.id, 'created');
  await publishSlot(tx, slot);
  await enqueueBookingMail(tx, order.id, 'created');
  return order.id;
}

/** Draws the claimed draw: the order, the bookings, the results and their messages. */
export async function runDraw(tx: Tx, deps: DrawRunDeps, drawId: number, now: Date, seed = newDrawSeed()): Promise<DrawOutcome> {
  const [draw] = await tx.select().from(t.tableDraws).where(eq(t.tableDraws.id, drawId));
  const [store] = await tx.select({ name: t.stores.name, logo: t.stores.logo, slug: t.stores.slug }).from(t.stores).where(eq(t.stores.id, draw.storeId));
  const [rules] = await tx.select({ rules: t.storeHouseRules.rules }).from(t.storeHouseRules).where(eq(t.storeHouseRules.storeId, draw.storeId));
  const entries = await entriesOf(tx, drawId);
  const order = drawOrder(entries.length, seed);
  let won = 0;
  for (let k = 0; k < order.length; k += 1) {
    const entry = entries[order[k]];
    const orderId = await bookEntry(tx, deps, draw, entry, rules?.rules ?? null, now);
    const [booked] = orderId === null ? [] : await tx.select({ publicId: t.orders.publicId }).from(t.orders).where(eq(t.orders.id, orderId));
    if (orderId !== null) won += 1;
    await tx
      .update(t.tableDrawEntries)
      .set({ status: orderId === null ? 'lost' : 'won', position: k + 1, orderId })
      .where(eq(t.tableDrawEntries.id, entry.id));
    const path = booked ? sitePaths.bookingResult(booked.publicId) : sitePaths.drawEntry(draw.storeId, entry.publicId);
    const words = { store: store.name, date: draw.date, time: entry.time, people: entry.adultNum + entry.childNum, link: siteLink(deps.origin, path) };
    await enqueue(tx, { kind: 'sms.send', payload: { phone: entry.phone, text: booked ? drawResultTexts.won(words) : drawResultTexts.lost(words) } });
    if (entry.memberId !== null) {
      await createNotification(tx, entry.memberId, 'general', {
        notification_title: booked ? drawResultTexts.wonTitle : drawResultTexts.lostTitle,
        notification_body: booked ? drawResultTexts.wonNote(words) : drawResultTexts.lostNote(words),
        notification_image: store.logo || null,
        store_logo: store.logo || null,
        store_slug: store.slug,
        order_id: orderId,
        order_reservation_date: draw.date,
        order_reservation_time: entry.time,
        order_adult_num: entry.adultNum,
        order_child_num: entry.childNum,
        notification_action: path,
      });
    }
  }
  await tx.update(t.tableDraws).set({ status: 'drawn', drawnAt: now, seed }).where(and(eq(t.tableDraws.id, drawId), eq(t.tableDraws.status, 'scheduled')));
  return { drawId, seed, won, lost: entries.length - won };
}
