/**
 * The waitlist of a full slot (issue 13): the rules of joining, confirming a hold into a
 * booking and leaving, each in the one transaction that takes the slot lock first and the
 * entry's lock second (repositories/waitlist.ts holds the steps and the order of the locks).
 * A hold given up or run out passes to the next in line in that same transaction, with its
 * SMS, notification and the slot's live update in the outbox.
 */
import type { FastifyInstance } from 'fastify';
import { BLACKLIST_ERROR_CODE, bookingLiveEndpoints as live, drawMessages, messages, validate, waitlistGuestBody, waitlistMessages as wm, type OrderCreated, type WaitlistEntry } from '@joy/contract';
import { storeContentMessages } from '@joy/contract/partner';
import type { Member } from '../db/rows';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { inBookingWindow, isBookingDate, isFutureSlot, taipeiDate, weekdayOf } from '../lib/booking-clock';
import type { RouteRequest } from '../lib/define-route';
import { enqueueBookingMail } from '../outbox/booking-mail';
import { notifyOrder } from '../repositories/order-events';
import { createWaitlistRepository, lockSlot, promoteWaitlist, publishSlot, slotsWithWaiters, takenAt, type Extras, type JoinInput } from '../repositories/waitlist';
import { closedOn } from '../repositories/store-content';
import { pendingDrawDates } from '../repositories/draws';

export type JoinBody = RouteRequest<typeof live.waitlistJoin>['body'];

export type JoinResult = { kind: 'joined'; publicId: string } | { kind: 'no-slot' } | { kind: 'closed' } | { kind: 'draw' } | { kind: 'not-full' } | { kind: 'duplicate' };

export type ConfirmResult =
  | { kind: 'booked'; order: { id: number; slug: string; publicId: string } }
  | { kind: 'not-found' | 'not-held' | 'inactive' | 'full' | 'expired' };

export type LeaveResult = { kind: 'left' } | { kind: 'not-found' | 'inactive' };

/** After the store changed seats: each slot of those times with someone waiting gets its new seats' holds (one transaction a slot). */
export async function promoteAfterCapacity(app: FastifyInstance, now: Date, storeId: number, changes: readonly { weekday: number; time: string }[]): Promise<void> {
  const changed = new Set(changes.map((c) => `${c.weekday} ${c.time}`));
  for (const slot of await slotsWithWaiters(app.db, storeId, taipeiDate(now))) {
    if (!changed.has(`${weekdayOf(slot.date)} ${slot.time}`)) continue;
    await app.db.transaction((tx) => promoteWaitlist(tx, slot, now));
  }
}

export function createWaitlistService(app: FastifyInstance) {
  const { availability, orders } = app.repos;
  const waitlist = createWaitlistRepository(app.db);
  const notFound = () => new ApiFailure(404, wm.entryNotFound);

  /** Puts the party in line when the slot exists, is ahead and has no room for it. */
  async function enter(input: JoinInput, now: Date): Promise<JoinResult> {
    try {
      return await app.db.transaction(async (tx): Promise<JoinResult> => {
        const slot = await lockSlot(tx, input);
        if (!slot || !isFutureSlot(input.date, input.time, now)) return { kind: 'no-slot' };
        if (await closedOn(tx, input.storeId, input.date)) return { kind: 'closed' };
        if ((await pendingDrawDates(tx, input.storeId, input.date, input.date)).length) return { kind: 'draw' };
        if (slot.capacity - (await takenAt(tx, input)) >= input.adultNum + input.childNum) return { kind: 'not-full' };
        return { kind: 'joined', publicId: await waitlist.insert(tx, input, now) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  /** The entry as its holder sees it (404 for anyone else). */
  async function readEntry(publicId: string, memberId: number | null): Promise<WaitlistEntry> {
    const entry = await waitlist.read(publicId, memberId, app.clock());
    if (!entry) throw notFound();
    return entry;
  }

  return {
    /** Joins the line of a full slot (a member, or a guest with name and phone); returns the entry. */
    async join(body: JoinBody, member: Member | null): Promise<WaitlistEntry> {
      let guest: { name: string; phone: string } | null = null;
      if (!member) {
        const checked = await validate(waitlistGuestBody, body);
        if (!checked.ok) throw validationFailure(checked.errors);
        guest = checked.value;
      }
      const store = await availability.store(body.store_id);
      if (!store) throw new ApiFailure(404, messages.storeNotFound);
      if (!store.joyBooking) throw new ApiFailure(422, messages.bookingClosed);
      const now = app.clock();
      if (!isBookingDate(body.date)) throw validationFailure({ date: messages.invalidBookingDate });
      if (!/^\d{2}:\d{2}$/.test(body.time) || !inBookingWindow(body.date, now)) throw new ApiFailure(422, messages.slotUnavailable, { fields: { time: messages.slotUnavailable } });
      if (body.adult_num + body.child_num > store.maxPartySize) throw new ApiFailure(422, messages.partyTooLarge, { fields: { adult_num: messages.partyTooLarge } });
      const phone = guest?.phone ?? (body.phone || member?.phone || '');
      if (!phone) throw validationFailure({ phone: '手機號碼為必填' });
      if (await orders.isBlacklisted([phone, member?.phone ?? ''])) throw new ApiFailure(422, messages.bookingBlacklisted, { code: BLACKLIST_ERROR_CODE });

      const result = await enter(
        { storeId: store.id, date: body.date, time: body.time, memberId: member?.id ?? null, guestName: guest?.name ?? null, phone, adultNum: body.adult_num, childNum: body.child_num },
        now,
      );
      if (result.kind === 'no-slot') throw new ApiFailure(422, messages.slotUnavailable, { fields: { time: messages.slotUnavailable } });
      if (result.kind === 'closed') throw new ApiFailure(422, storeContentMessages.storeClosedOnDate, { fields: { date: storeContentMessages.storeClosedOnDate } });
      if (result.kind === 'draw') throw new ApiFailure(422, drawMessages.dateByDraw, { fields: { date: drawMessages.dateByDraw } });
      if (result.kind === 'not-full') throw new ApiFailure(409, wm.notFull, { fields: { time: wm.notFull } });
      if (result.kind === 'duplicate') throw new ApiFailure(409, wm.alreadyWaiting, { fields: { phone: wm.alreadyWaiting } });
      return readEntry(result.publicId, member?.id ?? null);
    },

    read: readEntry,

    /** Turns the caller's live hold into the order; a repeat answers the same order. */
    async confirm(publicId: string, memberId: number | null, extras: Extras): Promise<OrderCreated> {
      const now = app.clock();
      const result = await app.db.transaction(async (tx): Promise<ConfirmResult> => {
        const found = await waitlist.findOwned(tx, publicId, memberId);
        if (!found) return { kind: 'not-found' };
        const slot = await lockSlot(tx, found);
        const entry = await waitlist.lockEntry(tx, publicId);
        if (entry.status === 'booked' && entry.orderId !== null) return { kind: 'booked', order: await waitlist.orderRef(tx, entry.orderId) };
        if (entry.status === 'waiting') return { kind: 'not-held' };
        if (entry.status !== 'held') return { kind: 'inactive' };
        if (!entry.holdExpiresAt || entry.holdExpiresAt.getTime() <= now.getTime()) {
          // Ran out while the job had not come round yet: pass it on now.
          await waitlist.setStatus(tx, entry.id, 'expired', now);
          await promoteWaitlist(tx, found, now);
          await publishSlot(tx, found);
          return { kind: 'expired' };
        }
        // The hold is among the taken seats: the slot must still have room for all of them.
        if (!slot || (await takenAt(tx, found)) > slot.capacity || !isFutureSlot(entry.date, entry.time, now)) return { kind: 'full' };
        const order = await waitlist.insertOrder(tx, entry, extras);
        await waitlist.markBooked(tx, entry.id, order.id, now);
        await notifyOrder(tx, order.id, 'created');
        await enqueueBookingMail(tx, order.id, 'created');
        await publishSlot(tx, found);
        return { kind: 'booked', order };
      });
      if (result.kind === 'expired') throw new ApiFailure(409, wm.holdExpired, { fields: { status: wm.holdExpired } });
      if (result.kind === 'not-found') throw notFound();
      if (result.kind === 'not-held') throw new ApiFailure(409, wm.notHeld, { fields: { status: wm.notHeld } });
      if (result.kind === 'inactive') throw new ApiFailure(409, wm.notActive, { fields: { status: wm.notActive } });
      if (result.kind === 'full') throw new ApiFailure(409, messages.slotFull, { fields: { time: messages.slotFull } });
      if (result.kind !== 'booked') throw notFound();
      return { order_id: result.order.id, slug: result.order.slug, public_id: result.order.publicId, guarantee: null };
    },

    /** Leaves the line; a hold given up passes to the next in line at once. Returns the entry as it now stands. */
    async leave(publicId: string, memberId: number | null): Promise<WaitlistEntry> {
      const now = app.clock();
      const result = await app.db.transaction(async (tx): Promise<LeaveResult> => {
        const found = await waitlist.findOwned(tx, publicId, memberId);
        if (!found) return { kind: 'not-found' };
        await lockSlot(tx, found);
        const entry = await waitlist.lockEntry(tx, publicId);
        if (entry.status !== 'waiting' && entry.status !== 'held') return { kind: 'inactive' };
        await waitlist.setStatus(tx, entry.id, 'left', now);
        if (entry.status === 'waiting') return { kind: 'left' };
        await promoteWaitlist(tx, found, now);
        await publishSlot(tx, found);
        return { kind: 'left' };
      });
      if (result.kind === 'not-found') throw notFound();
      if (result.kind !== 'left') throw new ApiFailure(409, wm.notActive, { fields: { status: wm.notActive } });
      return readEntry(publicId, memberId);
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
