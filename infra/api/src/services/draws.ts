/**
 * Table draws (issue 28): the store schedules, lists and cancels them through the partner API;
 * diners see a store's draws and enter one during its window; the draw itself is
 * services/draw-run.ts, run by jobs/table-draws.ts.
 *
 * Entering: a member with the account's phone (verified when the account was made) or a guest
 * who proves the phone with an SMS code (the verification codes of every other flow, spent in
 * the entry's transaction). One entry per phone and draw is the unique index — of two
 * entries of one phone racing, one commits and the other answers 409 — and one per member is
 * checked in the same transaction. Entries are limited per phone and per address (throttle
 * events, a sliding hour), so neither new addresses nor new phones dodge them.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { drawGuestBody, drawMessages, drawResultTexts, messages, siteLink, sitePaths, validate, type DrawEntry, type StoreDraw } from '@joy/contract';
import { drawPartnerMessages as dpm, type PartnerDraw } from '@joy/contract/partner';
import type { Member } from '../db/rows';
import * as t from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { inBookingWindow, isBookingDate, slotInstant, taipeiDate, weekdayOf } from '../lib/booking-clock';
import { phoneHint } from '../lib/self-service';
import { newPublicId } from '../repositories/order-events';
import { createNotification } from '../repositories/notifications';
import { enqueue } from '../outbox/messages';
import { closesAt, drawByPublicId, drawsOfStore, entriesOf, entryCounts, entryView, memberEntered, memberEntries, pendingDrawDates, timesOn, type DrawRow } from '../repositories/draws';
import { takeLimits } from './throttle';

const HOUR = 3_600_000;
/** Entries a phone or an address may make in an hour (across draws). */
export const DRAW_ENTRY_LIMITS = { perPhoneHour: 5, perAddressHour: 10 } as const;
/** Drawn draws stay in the store's and the diners' lists this long after the draw. */
const DRAWN_SHOWN_MS = 24 * HOUR;
const PARTNER_DRAWN_SHOWN_MS = 30 * 24 * HOUR;

const drawNotFound = () => new ApiFailure(404, drawMessages.drawNotFound);
const entryNotFound = () => new ApiFailure(404, drawMessages.entryNotFound);

/** Refuses first-come booking (and asking for times) on a date a scheduled draw will release. */
export async function refuseDrawDate(app: FastifyInstance, storeId: number, date: string): Promise<void> {
  if (!isBookingDate(date)) return;
  if ((await pendingDrawDates(app.db, storeId, date, date)).length) throw new ApiFailure(422, drawMessages.dateByDraw, { fields: { date: drawMessages.dateByDraw } });
}

export interface EntryInput {
  time: string;
  adult_num: number;
  child_num: number;
  name?: string;
  phone?: string;
  code?: string;
}

export function createDrawService(app: FastifyInstance) {
  const { availability, orders, verification } = app.repos;

  const partnerReply = async (draw: DrawRow, count: number): Promise<PartnerDraw> => {
    const results = draw.status === 'drawn' ? (await entriesOf(app.db, draw.id)).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)) : [];
    return {
      id: draw.publicId,
      date: draw.date,
      opens_at: draw.opensAt.toISOString(),
      closes_at: closesAt(draw).toISOString(),
      window_minutes: draw.windowMinutes,
      status: draw.status as PartnerDraw['status'],
      drawn_at: draw.drawnAt?.toISOString() ?? null,
      seed: draw.seed,
      entries: count,
      results: results.map((e) => ({ position: e.position, status: e.status as 'won' | 'lost', time: e.time, adult_num: e.adultNum, child_num: e.childNum, phone_hint: phoneHint(e.phone), order_id: e.orderId })),
    };
  };

  const ownDraw = async (storeId: number, publicId: string): Promise<DrawRow> => {
    const draw = await drawByPublicId(app.db, publicId);
    if (!draw || draw.storeId !== storeId) throw drawNotFound();
    return draw;
  };

  return {
    async partnerList(storeId: number): Promise<PartnerDraw[]> {
      const now = app.clock();
      const draws = await drawsOfStore(app.db, storeId, taipeiDate(now), new Date(now.getTime() - PARTNER_DRAWN_SHOWN_MS));
      const counts = await entryCounts(app.db, draws.map((d) => d.id));
      return Promise.all(draws.map((d) => partnerReply(d, counts.get(d.id) ?? 0)));
    },

    async create(storeId: number, input: { date: string; opens_at: string; window_minutes: number }): Promise<PartnerDraw> {
      const now = app.clock();
      const opensAt = new Date(input.opens_at);
      if (!isBookingDate(input.date)) throw validationFailure({ date: dpm.dateInvalid });
      if (!inBookingWindow(input.date, now)) throw validationFailure({ date: dpm.dateOutOfWindow });
      if (opensAt.getTime() <= now.getTime()) throw validationFailure({ opens_at: dpm.opensAtPast });
      // The draw books the date's times, so it is over before the date's first minute.
      if (opensAt.getTime() + input.window_minutes * 60_000 > slotInstant(input.date, '00:00').getTime()) throw validationFailure({ opens_at: dpm.closesAfterDate });
      try {
        const [draw] = await app.db.insert(t.tableDraws).values({ publicId: newPublicId(), storeId, date: input.date, opensAt, windowMinutes: input.window_minutes }).returning();
        return await partnerReply(draw, 0);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiFailure(409, dpm.drawExists, { fields: { date: dpm.drawExists } });
        throw error;
      }
    },

    /**
     * Before it is drawn only: the draw's run holds the row, and a cancel after it finds it drawn.
     * Everyone who entered hears it (SMS, and a member's notification), in the same transaction.
     */
    async cancel(storeId: number, publicId: string): Promise<PartnerDraw> {
      const draw = await ownDraw(storeId, publicId);
      const cancelled = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.tableDraws)
          .set({ status: 'cancelled' })
          .where(and(eq(t.tableDraws.id, draw.id), eq(t.tableDraws.status, 'scheduled')))
          .returning();
        if (!row) return null;
        const [store] = await tx.select({ name: t.stores.name, logo: t.stores.logo, slug: t.stores.slug }).from(t.stores).where(eq(t.stores.id, row.storeId));
        const path = sitePaths.store(row.storeId);
        const words = { store: store?.name ?? '', date: row.date, link: siteLink(app.config.publicOrigin, path) };
        for (const entry of await entriesOf(tx, row.id)) {
          await enqueue(tx, { kind: 'sms.send', payload: { phone: entry.phone, text: drawResultTexts.cancelled(words) } });
          if (entry.memberId === null) continue;
          await createNotification(tx, entry.memberId, 'general', {
            notification_title: drawResultTexts.cancelledTitle,
            notification_body: drawResultTexts.cancelledNote(words),
            notification_image: store?.logo || null,
            store_logo: store?.logo || null,
            store_slug: store?.slug ?? null,
            order_reservation_date: row.date,
            notification_action: path,
          });
        }
        return row;
      });
      if (!cancelled) throw new ApiFailure(409, dpm.notCancellable);
      const counts = await entryCounts(app.db, [draw.id]);
      return partnerReply(cancelled, counts.get(draw.id) ?? 0);
    },

    /** The store's draws a diner may still enter or read the result of. */
    async ofStore(storeId: number, member: Member | null): Promise<StoreDraw[]> {
      const store = await availability.store(storeId);
      if (!store) throw new ApiFailure(404, messages.storeNotFound);
      const now = app.clock();
      const draws = (await drawsOfStore(app.db, storeId, taipeiDate(now), new Date(now.getTime() - DRAWN_SHOWN_MS))).filter(
        (d) => d.status === 'scheduled' || (d.status === 'drawn' && d.drawnAt !== null && d.drawnAt.getTime() > now.getTime() - DRAWN_SHOWN_MS),
      );
      const mine = member ? await memberEntries(app.db, member.id, draws.map((d) => d.id)) : new Map<number, string>();
      return Promise.all(
        draws.map(async (d) => ({
          public_id: d.publicId,
          date: d.date,
          opens_at: d.opensAt.toISOString(),
          closes_at: closesAt(d).toISOString(),
          phase: d.status === 'drawn' ? 'drawn' : now < d.opensAt ? 'upcoming' : now < closesAt(d) ? 'open' : 'closed',
          times: await timesOn(app.db, storeId, weekdayOf(d.date)),
          max_party_size: store.maxPartySize,
          my_entry: mine.get(d.id) ?? null,
        })),
      );
    },

    /** The phone a guest's code goes to, once the draw is open to entries. */
    async codePhone(publicId: string, phone: string): Promise<string> {
      await this.openDraw(publicId);
      return phone;
    },

    /** The draw when it takes entries now; 404 / 422 (not yet, closed) otherwise. */
    async openDraw(publicId: string): Promise<DrawRow> {
      const draw = await drawByPublicId(app.db, publicId);
      if (!draw || draw.status === 'cancelled') throw drawNotFound();
      const now = app.clock();
      if (now < draw.opensAt) throw new ApiFailure(422, drawMessages.notOpenYet);
      if (draw.status !== 'scheduled' || now >= closesAt(draw)) throw new ApiFailure(422, drawMessages.closed);
      return draw;
    },

    async enter(publicId: string, input: EntryInput, member: Member | null, address: string): Promise<DrawEntry> {
      const draw = await this.openDraw(publicId);
      const store = await availability.store(draw.storeId);
      if (!store) throw drawNotFound();
      if (!(await timesOn(app.db, draw.storeId, weekdayOf(draw.date))).includes(input.time)) throw validationFailure({ time: drawMessages.timeInvalid });
      if (input.adult_num + input.child_num > store.maxPartySize) throw validationFailure({ adult_num: drawMessages.partyTooLarge });

      let phone: string;
      let guestName: string | null = null;
      let codeId: number | null = null;
      if (member) {
        phone = member.phone;
      } else {
        const checked = await validate(drawGuestBody, input);
        if (!checked.ok) throw validationFailure(checked.errors);
        phone = checked.value.phone;
        guestName = checked.value.name;
      }
      if (await orders.isBlacklisted([phone])) throw new ApiFailure(422, drawMessages.blacklisted, { fields: { phone: drawMessages.blacklisted } });
      const now = app.clock();
      const within = await takeLimits(
        app,
        [
          { kind: 'draw_entry_ip', key: address, max: DRAW_ENTRY_LIMITS.perAddressHour, windowMs: HOUR },
          { kind: 'draw_entry_phone', key: phone, max: DRAW_ENTRY_LIMITS.perPhoneHour, windowMs: HOUR },
        ],
        now,
      );
      if (!within) throw new ApiFailure(429, messages.tooManyRequests);
      // The guest's code: checked (a wrong one costs a try) after the limits, spent with the entry.
      if (!member) codeId = await verification.checkLive(phone, input.code ?? '');

      const entryId = newPublicId();
      try {
        await app.db.transaction(async (tx) => {
          if (member && (await memberEntered(tx, draw.id, member.id))) throw new ApiFailure(409, drawMessages.memberEntered);
          await tx.insert(t.tableDrawEntries).values({
            publicId: entryId,
            drawId: draw.id,
            memberId: member?.id ?? null,
            guestName,
            phone,
            time: input.time,
            adultNum: input.adult_num,
            childNum: input.child_num,
            createdAt: now,
          });
          if (codeId !== null) await verification.spend(tx, codeId);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiFailure(409, drawMessages.phoneEntered, { fields: { phone: drawMessages.phoneEntered } });
        throw error;
      }
      return this.entry(entryId);
    },

    async entry(publicId: string): Promise<DrawEntry> {
      const row = await entryView(app.db, publicId);
      if (!row) throw entryNotFound();
      const { entry, draw } = row;
      return {
        public_id: entry.publicId,
        draw_public_id: draw.publicId,
        store_id: draw.storeId,
        store_name: row.storeName,
        date: draw.date,
        time: entry.time,
        adult_num: entry.adultNum,
        child_num: entry.childNum,
        closes_at: closesAt(draw).toISOString(),
        status: entry.status as DrawEntry['status'],
        position: entry.position,
        order_public_id: row.orderPublicId ?? null,
      };
    },
  };
}

export type DrawService = ReturnType<typeof createDrawService>;
