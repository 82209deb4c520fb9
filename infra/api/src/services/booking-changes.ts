/**
 * The diner's own changes of a booking (issue 23): the guest from the result link — cancel with
 * the link alone, change the date, time or party with a code texted to the booking's phone —
 * and the member from the order page, without a code.
 *
 * A change is one transaction, so it never lets the old seats go before the new ones are held:
 * it locks the order row (`lockForMove`, the lock every status move takes, so a cancel or a
 * store's move racing it is judged on what it wrote), checks the status (1, 2, 4), the store's
 * cut-off, the new slot (future, in the window) and the party, then locks the slots —
 * the old and the new, in date and time order, so two changes crossing between the same two
 * slots cannot deadlock — with the lock bookings and the waitlist take, and counts the new
 * slot's seats without this booking's own. Full → 409 and nothing changed. Then the order is
 * written, both slots' live updates, the member's notification, the e-mail and the guest's SMS
 * go to the outbox, and seats the old slot got back go to its waitlist first — all in that
 * transaction.
 *
 * Status after a change: a new date or time, or a larger party, needs the store's word again,
 * so the booking goes back to 1 (awaiting the store); a party no larger at the same time keeps
 * its status (the store already holds more than that).
 *
 * The code: checked before the transaction, so a wrong try counts even though the change is
 * refused (5 tries a code), and spent inside it, right after the order lock: of two changes
 * with one code the second finds it spent (驗證碼已失效，請重新發送), and a change refused for
 * any other reason (a full slot) leaves the code usable for another try.
 */
import type { FastifyInstance } from 'fastify';
import { drawMessages, messages, type OrderDetail, type OrderResult, type OrderStatus } from '@joy/contract';
import { storeContentMessages } from '@joy/contract/partner';
import type { Tx } from '../db/executor';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { inBookingWindow, isBookingDate, isFutureSlot } from '../lib/booking-clock';
import { canChange, changeUntil, CHANGEABLE_STATUSES } from '../lib/self-service';
import { bookingChangedText } from '../lib/sms-texts';
import { enqueueBookingMail } from '../outbox/booking-mail';
import { enqueue } from '../outbox/messages';
import { notifyOrder } from '../repositories/order-events';
import { changeRules, guestTextOf, linkedOrder, setReservation, type LinkedOrder } from '../repositories/order-changes';
import { lockSlot, promoteWaitlist, publishSlot, takenAt, type SlotRef } from '../repositories/waitlist';
import { closedOn } from '../repositories/store-content';
import { pendingDrawDates } from '../repositories/draws';
import { orderNotFound, transitionOrder } from './booking';

/** Who changes: the owning member, or the holder of the result link (with the code checked). */
export type ChangeScope = { actor: 'member'; memberId: number } | { actor: 'guest'; publicId: string };

export interface ReservationInput {
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
}

export const resultNotFound = () => new ApiFailure(404, messages.orderResultNotFound);

const notChangeable = () => new ApiFailure(422, messages.orderNotChangeable);

const slotOrder = (a: SlotRef, b: SlotRef): number => (a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date));

/** The guest's SMS of the change, made now from the order as the change left it (each change tells its own details). */
async function enqueueChangedSms(app: FastifyInstance, tx: Tx, orderId: number): Promise<void> {
  const o = await guestTextOf(tx, orderId);
  if (!o) return;
  await enqueue(tx, { kind: 'sms.send', payload: { phone: o.phone, text: bookingChangedText(app.config.publicOrigin, o, o.status as OrderStatus) } });
}

/** Changes date, time and party in one transaction (see above); throws the refusal. `codeId`: the checked code to spend. */
async function changeReservation(app: FastifyInstance, scope: ChangeScope, orderId: number, input: ReservationInput, codeId: number | null): Promise<void> {
  const { orders, verification } = app.repos;
  const now = app.clock();
  if (!isBookingDate(input.date)) throw validationFailure({ date: messages.invalidBookingDate });
  if (!/^\d{2}:\d{2}$/.test(input.time)) throw new ApiFailure(422, messages.slotUnavailable);
  await app.db.transaction(async (tx) => {
    const row = await orders.lockForMove(tx, scope, orderId);
    if (!row) throw scope.actor === 'member' ? orderNotFound() : resultNotFound();
    if (codeId !== null) await verification.spend(tx, codeId);
    if (!CHANGEABLE_STATUSES.includes(row.status)) throw notChangeable();
    const store = await changeRules(tx, row.storeId);
    if (!canChange(row.status, changeUntil(row.date, row.time, store.changeCutoffMinutes), now)) throw new ApiFailure(422, messages.changeCutoffPassed);
    if (!store.joyBooking) throw new ApiFailure(422, messages.bookingClosed);
    if (!inBookingWindow(input.date, now) || !isFutureSlot(input.date, input.time, now)) throw new ApiFailure(422, messages.slotUnavailable);
    const people = input.adult_num + input.child_num;
    if (people > store.maxPartySize) throw new ApiFailure(422, messages.partyTooLarge);
    const moved = row.date !== input.date || row.time !== input.time;
    if (!moved && row.adultNum === input.adult_num && row.childNum === input.child_num) throw new ApiFailure(422, messages.orderChangeSame);

    const before: SlotRef = { storeId: row.storeId, date: row.date, time: row.time };
    const after: SlotRef = { storeId: row.storeId, date: input.date, time: input.time };
    const held = row.adultNum + row.childNum;
    // Both slot locks before any count, always in date and time order.
    const capacity = new Map<SlotRef, number | null>();
    for (const slot of moved ? [before, after].sort(slotOrder) : [after]) capacity.set(slot, (await lockSlot(tx, slot))?.capacity ?? null);
    const seats = capacity.get(after) ?? null;
    if (seats === null) throw new ApiFailure(422, messages.slotUnavailable);
    // Onto (or a larger party on) a special closing day: refused; a booking already there may shrink.
    if ((moved || people > held) && (await closedOn(tx, row.storeId, input.date))) {
      throw new ApiFailure(422, storeContentMessages.storeClosedOnDate, { fields: { date: storeContentMessages.storeClosedOnDate } });
    }
    // Nor onto a date a scheduled draw will release: its seats go by the draw, not first come.
    if ((moved || people > held) && (await pendingDrawDates(tx, row.storeId, input.date, input.date)).length) {
      throw new ApiFailure(422, drawMessages.dateByDraw, { fields: { date: drawMessages.dateByDraw } });
    }
    // A party no larger at the same time only gives seats back: it always fits.
    if (moved || people > held) {
      const others = (await takenAt(tx, after)) - (moved ? 0 : held);
      if (others + people > seats) throw new ApiFailure(409, messages.slotFull);
    }

    // A new time or a larger party needs the store's word again (1); a smaller one keeps its status.
    const status = moved || people > held ? 1 : row.status;
    await setReservation(tx, orderId, { date: input.date, time: input.time, adultNum: input.adult_num, childNum: input.child_num, status }, moved, now);
    await notifyOrder(tx, orderId, 'changed');
    await enqueueBookingMail(tx, orderId, 'changed');
    await enqueueChangedSms(app, tx, orderId);
    await publishSlot(tx, after);
    if (moved || people < held) {
      // Seats the old slot got back: the first in line of its waitlist gets them before anyone else can book.
      await promoteWaitlist(tx, before, now);
      if (moved) await publishSlot(tx, before);
    }
  });
}

export function createBookingChangeService(app: FastifyInstance) {
  const { orders, verification } = app.repos;

  /** The link's booking, or 404. */
  const linked = async (publicId: string): Promise<LinkedOrder> => {
    const order = await linkedOrder(app.db, publicId);
    if (!order) throw resultNotFound();
    return order;
  };

  const result = async (publicId: string): Promise<OrderResult> => {
    const order = await orders.result(publicId, app.clock());
    if (!order) throw resultNotFound();
    return order;
  };

  return {
    /** The phone a change code of the link's booking goes to; 422 when the booking can no longer be changed. */
    async codePhone(publicId: string): Promise<string> {
      const order = await linked(publicId);
      if (!canChange(order.status, changeUntil(order.date, order.time, order.changeCutoffMinutes), app.clock()) || !order.phone) throw notChangeable();
      return order.phone;
    },

    /** The change from the result link, proven by the code texted to the booking's phone. */
    async changeByLink(publicId: string, input: ReservationInput & { code: string }): Promise<OrderResult> {
      const order = await linked(publicId);
      const codeId = await verification.checkLive(order.phone, input.code);
      await changeReservation(app, { actor: 'guest', publicId }, order.id, input, codeId);
      return result(publicId);
    },

    /** The owner member's change of their booking (anyone else's: 404). */
    async changeByMember(memberId: number, orderId: number, input: ReservationInput): Promise<OrderDetail> {
      await changeReservation(app, { actor: 'member', memberId }, orderId, input, null);
      const order = await orders.detail(orderId, app.clock());
      if (!order) throw orderNotFound();
      return order;
    },

    /** The cancel from the result link: the state table's guest-cancel, the member's rules (§8: 失敗, the reason on `status`). */
    async cancelByLink(publicId: string): Promise<OrderResult> {
      const order = await linked(publicId);
      const moved = await transitionOrder(app, { actor: 'guest', publicId }, order.id, 'guest-cancel', app.clock());
      if (moved.kind === 'not-found') throw resultNotFound();
      if (moved.kind === 'refused') throw new ApiFailure(422, messages.failed, { fields: { status: moved.reason } });
      return result(publicId);
    },
  };
}

export type BookingChangeService = ReturnType<typeof createBookingChangeService>;
