/**
 * What a store writes about itself through the partner API (services/store-content.ts): its
 * profile (the stores row), its menu (store_menu_sections, store_menu_items) and its special
 * closing days (store_closures). Writes take the caller's transaction; every statement on these
 * tables writes the read model's change feed through the triggers of migrations 0021 and 0024
 * (the stores row and the menu: 'store'; closures: 'slots').
 *
 * A closing day and a booking never cross unseen: `closedOn` (a booking, a change, a waitlist
 * entry) takes the store row's KEY SHARE lock before it reads the closures, and
 * `lockForClosures` (the closures' replacement) takes its UPDATE lock before it writes them
 * and counts the bookings on them. KEY SHARE is what an order's foreign key takes anyway, so
 * bookings never wait for each other here; a replacement waits for the bookings in flight and
 * they for it, so a booking is either refused or counted in `bookings_on_closed_dates`.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { UPCOMING_ORDER_STATUSES } from '@joy/contract';
import { type PartnerMenu, type PartnerProfile, type StoreClosure } from '@joy/contract/partner';
import type { Database } from '../db/client';
import type { Executor, Tx } from '../db/executor';
import * as t from '../db/schema';
import { BOOKING_WINDOW_DAYS, taipeiDate } from '../lib/booking-clock';

export interface ProfileInput {
  description: string;
  phone: string;
  pricePerPerson: number;
  /** null: keep the level the store has (price per person 0 = not known). */
  priceLevel: number | null;
  houseNotes: string;
}

export interface MenuInput {
  name: string;
  items: { name: string; description: string; price: number; signature: boolean; image: string | null }[];
}

type Reader = Pick<Database, 'select'>;

/** Whether the store is closed that date (a special closing day); takes the store row's KEY SHARE lock first. */
export async function closedOn(tx: Tx, storeId: number, date: string): Promise<boolean> {
  await tx.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId)).for('key share');
  const [row] = await tx
    .select({ date: t.storeClosures.date })
    .from(t.storeClosures)
    .where(and(eq(t.storeClosures.storeId, storeId), eq(t.storeClosures.date, date)));
  return Boolean(row);
}

/** The store's closing days between two dates (inclusive), by date. */
export async function closuresBetween(db: Reader, storeId: number, from: string, to: string): Promise<StoreClosure[]> {
  return db
    .select({ date: t.storeClosures.date, reason: t.storeClosures.reason })
    .from(t.storeClosures)
    .where(and(eq(t.storeClosures.storeId, storeId), sql`${t.storeClosures.date} between ${from} and ${to}`))
    .orderBy(asc(t.storeClosures.date));
}

/** The closing days a store page shows: today to the end of the booking window. */
export function upcomingClosures(closures: readonly StoreClosure[], now: Date): StoreClosure[] {
  const from = taipeiDate(now);
  const to = taipeiDate(now, BOOKING_WINDOW_DAYS - 1);
  return closures.filter((c) => c.date >= from && c.date <= to);
}

/** The upcoming closing days (upcomingClosures) of several stores, by store id: one query. */
export async function upcomingClosuresOf(db: Reader, storeIds: readonly number[], now: Date): Promise<Map<number, StoreClosure[]>> {
  const out = new Map<number, StoreClosure[]>();
  if (!storeIds.length) return out;
  const rows = await db
    .select({ storeId: t.storeClosures.storeId, date: t.storeClosures.date, reason: t.storeClosures.reason })
    .from(t.storeClosures)
    .where(and(inArray(t.storeClosures.storeId, [...storeIds]), sql`${t.storeClosures.date} between ${taipeiDate(now)} and ${taipeiDate(now, BOOKING_WINDOW_DAYS - 1)}`))
    .orderBy(asc(t.storeClosures.date));
  for (const r of rows) {
    const list = out.get(r.storeId) ?? [];
    list.push({ date: r.date, reason: r.reason });
    out.set(r.storeId, list);
  }
  return out;
}

export function createStoreContentRepository(db: Database) {
  const profileOf = async (ex: Reader, storeId: number): Promise<PartnerProfile | null> => {
    const [row] = await ex
      .select({
        description: t.stores.description,
        phone: t.stores.phone,
        price_per_person: t.stores.pricePerPerson,
        price_level: t.stores.priceLevel,
        house_notes: t.stores.houseNotes,
      })
      .from(t.stores)
      .where(eq(t.stores.id, storeId));
    return row ?? null;
  };

  return {
    profile: (storeId: number) => profileOf(db, storeId),

    /** Writes the profile (one statement on the stores row: its trigger tells the read model). */
    async writeProfile(tx: Tx, storeId: number, p: ProfileInput): Promise<PartnerProfile | null> {
      await tx
        .update(t.stores)
        .set({
          description: p.description,
          phone: p.phone,
          pricePerPerson: p.pricePerPerson,
          ...(p.priceLevel === null ? {} : { priceLevel: p.priceLevel }),
          houseNotes: p.houseNotes,
          updatedAt: sql`now()`,
        })
        .where(eq(t.stores.id, storeId));
      return profileOf(tx, storeId);
    },

    async menu(storeId: number, ex: Reader = db): Promise<PartnerMenu> {
      const sections = await ex
        .select({ id: t.storeMenuSections.id, name: t.storeMenuSections.name })
        .from(t.storeMenuSections)
        .where(eq(t.storeMenuSections.storeId, storeId))
        .orderBy(asc(t.storeMenuSections.sort), asc(t.storeMenuSections.id));
      const items = await ex
        .select({
          id: t.storeMenuItems.id,
          sectionId: t.storeMenuItems.sectionId,
          name: t.storeMenuItems.name,
          description: t.storeMenuItems.description,
          price: t.storeMenuItems.price,
          signature: t.storeMenuItems.signature,
          image: t.storeMenuItems.image,
          photo: t.storeMenuItems.photo,
        })
        .from(t.storeMenuItems)
        .where(eq(t.storeMenuItems.storeId, storeId))
        .orderBy(asc(t.storeMenuItems.sort), asc(t.storeMenuItems.id));
      return {
        sections: sections.map((s) => ({
          id: s.id,
          name: s.name,
          items: items.filter((i) => i.sectionId === s.id).map(({ sectionId: _section, ...dish }) => dish),
        })),
      };
    },

    /** The given image hashes that exist in the image table. */
    async knownImages(ex: Executor, hashes: readonly string[]): Promise<Set<string>> {
      if (!hashes.length) return new Set();
      const rows = await ex.select({ hash: t.images.hash }).from(t.images).where(inArray(t.images.hash, [...new Set(hashes)]));
      return new Set(rows.map((r) => r.hash));
    },

    /** Replaces the whole menu: the old sections go (their dishes with them), the new ones come in order. */
    async replaceMenu(tx: Tx, storeId: number, sections: readonly MenuInput[]): Promise<void> {
      await tx.delete(t.storeMenuSections).where(eq(t.storeMenuSections.storeId, storeId));
      if (!sections.length) return;
      const ids = await tx
        .insert(t.storeMenuSections)
        .values(sections.map((s, sort) => ({ storeId, name: s.name, sort })))
        .returning({ id: t.storeMenuSections.id, sort: t.storeMenuSections.sort });
      const idAt = new Map(ids.map((r) => [r.sort, r.id]));
      const dishes = sections.flatMap((s, at) =>
        s.items.map((d, sort) => ({
          storeId,
          sectionId: idAt.get(at) as number,
          name: d.name,
          description: d.description,
          price: d.price,
          signature: d.signature,
          image: d.image,
          sort,
        })),
      );
      if (dishes.length) await tx.insert(t.storeMenuItems).values(dishes);
    },

    /** The closing days from `from` on, by date. */
    async closures(storeId: number, from: string, ex: Reader = db): Promise<StoreClosure[]> {
      return ex
        .select({ date: t.storeClosures.date, reason: t.storeClosures.reason })
        .from(t.storeClosures)
        .where(and(eq(t.storeClosures.storeId, storeId), gte(t.storeClosures.date, from)))
        .orderBy(asc(t.storeClosures.date));
    },

    /** The store row's UPDATE lock (see above); false when there is no such store. */
    async lockForClosures(tx: Tx, storeId: number): Promise<boolean> {
      const [row] = await tx.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId)).for('update');
      return Boolean(row);
    },

    /** Replaces the closing days from `from` on (earlier ones stay as they were). */
    async replaceClosures(tx: Tx, storeId: number, from: string, closures: readonly StoreClosure[]): Promise<void> {
      await tx.delete(t.storeClosures).where(and(eq(t.storeClosures.storeId, storeId), gte(t.storeClosures.date, from)));
      if (closures.length) await tx.insert(t.storeClosures).values(closures.map((c) => ({ storeId, date: c.date, reason: c.reason })));
    },

    /** The store's weekly bookable times. */
    async weeklyTimes(ex: Reader, storeId: number): Promise<{ weekday: number; time: string }[]> {
      return ex.select({ weekday: t.storeSlots.weekday, time: t.storeSlots.time }).from(t.storeSlots).where(eq(t.storeSlots.storeId, storeId));
    },

    /** Active bookings (awaiting, confirmed, kept) of the store on the given dates. */
    async activeBookingsOn(ex: Reader, storeId: number, dates: readonly string[]): Promise<number> {
      if (!dates.length) return 0;
      const [row] = await ex
        .select({ n: sql<string>`count(*)` })
        .from(t.orders)
        .where(and(eq(t.orders.storeId, storeId), inArray(t.orders.date, [...dates]), inArray(t.orders.status, [...UPCOMING_ORDER_STATUSES])));
      return Number(row?.n ?? 0);
    },
  };
}

export type StoreContentRepository = ReturnType<typeof createStoreContentRepository>;
