/**
 * The store's own content through the partner API (contract partner/store-content.ts): the
 * profile, the menu and the special closing days, each replaced in one transaction. The
 * read model hears of every change from the triggers' change feed (the stores row and the
 * menu: the store page and the search text; closures: the bookable dates and times), so cached
 * pages are replaced at once.
 *
 * - Profile: the price level follows the price per person (PRICE_LEVEL_FLOORS, the seed's bands).
 * - Menu: a dish's picture is an image already uploaded (by its hash), never an address; the
 *   store's search text is rebuilt in the same transaction, so the keyword search finds it.
 * - Closures: today to 365 days ahead; bookings already made on a closed date stay (the reply
 *   counts them for the store to call), new ones are refused (closedOn, repositories/store-content.ts),
 *   and every open page of the store hears its slots on the dates that changed.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '@joy/contract';
import { priceLevelOf, storeContentLimits, storeContentMessages, type PartnerClosures, type PartnerMenu, type PartnerProfile, type StoreClosure } from '@joy/contract/partner';
import { refreshSearchText } from '../db/derived';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { bookingWindow, taipeiDate, weekdayOf } from '../lib/booking-clock';
import { enqueue, slotsMessage } from '../outbox/messages';
import { createStoreContentRepository, type MenuInput } from '../repositories/store-content';

const storeNotFound = () => new ApiFailure(404, messages.storeNotFound);

export interface ProfileBody {
  description: string;
  phone: string;
  price_per_person: number;
  house_notes: string;
}

export function createStoreContentService(app: FastifyInstance) {
  const content = createStoreContentRepository(app.db);

  const closuresReply = async (storeId: number, today: string): Promise<PartnerClosures> => {
    const closures = await content.closures(storeId, today);
    return { closures, bookings_on_closed_dates: await content.activeBookingsOn(app.db, storeId, closures.map((c) => c.date)) };
  };

  return {
    async profile(storeId: number): Promise<PartnerProfile> {
      const profile = await content.profile(storeId);
      if (!profile) throw storeNotFound();
      return profile;
    },

    async setProfile(storeId: number, body: ProfileBody): Promise<PartnerProfile> {
      const profile = await app.db.transaction((tx) =>
        content.writeProfile(tx, storeId, {
          description: body.description,
          phone: body.phone,
          pricePerPerson: body.price_per_person,
          priceLevel: priceLevelOf(body.price_per_person),
          houseNotes: body.house_notes,
        }),
      );
      if (!profile) throw storeNotFound();
      return profile;
    },

    menu: (storeId: number): Promise<PartnerMenu> => content.menu(storeId),

    /** Replaces the whole menu; an image hash not uploaded is 422 at its dish (sections.2.items.0.image). */
    async setMenu(storeId: number, sections: readonly MenuInput[]): Promise<PartnerMenu> {
      return app.db.transaction(async (tx) => {
        const hashes = sections.flatMap((s) => s.items.flatMap((d) => (d.image ? [d.image] : [])));
        const known = await content.knownImages(tx, hashes);
        const errors: Record<string, string> = {};
        sections.forEach((s, i) =>
          s.items.forEach((d, j) => {
            if (d.image && !known.has(d.image)) errors[`sections.${i}.items.${j}.image`] = storeContentMessages.dishImageInvalid;
          }),
        );
        if (Object.keys(errors).length) throw validationFailure(errors);
        await content.replaceMenu(tx, storeId, sections);
        // The dish names join the keyword search's text in the same transaction.
        await refreshSearchText(tx, [storeId]);
        return content.menu(storeId, tx);
      });
    },

    closures: (storeId: number): Promise<PartnerClosures> => closuresReply(storeId, taipeiDate(app.clock())),

    /**
     * Replaces the closing days from today on. A date before today or more than 365 days ahead
     * is 422 at its place (closures.3.date); nothing is written then.
     */
    async setClosures(storeId: number, closures: readonly StoreClosure[]): Promise<PartnerClosures> {
      const now = app.clock();
      const today = taipeiDate(now);
      const last = taipeiDate(now, storeContentLimits.closureDaysAhead);
      const errors: Record<string, string> = {};
      closures.forEach((c, i) => {
        if (c.date < today) errors[`closures.${i}.date`] = storeContentMessages.closureDatePast;
        else if (c.date > last) errors[`closures.${i}.date`] = storeContentMessages.closureDateTooFar;
      });
      if (Object.keys(errors).length) throw validationFailure(errors);
      const sorted = [...closures].sort((a, b) => a.date.localeCompare(b.date));

      await app.db.transaction(async (tx) => {
        if (!(await content.lockForClosures(tx, storeId))) throw storeNotFound();
        const before = await content.closures(storeId, today, tx);
        await content.replaceClosures(tx, storeId, today, sorted);
        // Open pages of the store hear the slots of every date that opened or closed.
        const was = new Map(before.map((c) => [c.date, c.reason]));
        const changed = new Set([...before.filter((c) => !sorted.some((n) => n.date === c.date)).map((c) => c.date), ...sorted.filter((c) => !was.has(c.date)).map((c) => c.date)]);
        const window = new Set(bookingWindow(now));
        const dates = [...changed].filter((d) => window.has(d));
        if (dates.length) {
          const slots = await content.weeklyTimes(tx, storeId);
          const keys = dates.flatMap((date) => slots.filter((s) => s.weekday === weekdayOf(date)).map((s) => ({ date, time: s.time })));
          if (keys.length) await enqueue(tx, slotsMessage(storeId, keys));
        }
      });
      return closuresReply(storeId, today);
    },
  };
}

export type StoreContentService = ReturnType<typeof createStoreContentService>;
