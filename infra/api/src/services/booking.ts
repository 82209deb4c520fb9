/**
 * Booking a table and moving a booking (§4, §7 Orders): the rules a request must pass before
 * the order repository takes the slot lock — the store takes bookings, the date is in the
 * window, the party fits, no phone is blacklisted, a guest is within the guest limits, a
 * seating preference is one of the store's areas — and the member's keep and cancel. Under the
 * lock, unless the body says `allow_duplicate`, a diner with another active booking at the
 * store within 2 hours is asked first (409 with DUPLICATE_BOOKING_ERROR_CODE; the page offers
 * 仍要訂位). Each change is one transaction: a booking takes the slot lock
 * (`SELECT … FOR UPDATE` on store_slots, the lock the waitlist takes too) before it counts the
 * seats, so bookings of the same slot queue behind each other and each counts the seats
 * committed before it; a status change locks the order row, so of a concurrent keep and cancel
 * one wins and the other sees the new status. The order, the member's notification and every
 * effect that leaves (the notification's publish, the guest's SMS, the diner's e-mail, the
 * slot's live update) are written in that transaction. A repeat of an idempotency key answers
 * the first order, also when two identical submits race (unique violation → reread). The route
 * only parses and authorises.
 *
 * Guarantees (issue 28, services/guarantees.ts): the order stores the store's house rules card
 * as agreed (agreed_rules). When the date's deposit policy asks a card or a deposit, or the
 * diner's no-show record does (noShowStanding), the body must carry TapPay's `prime` (422 on
 * `prime` otherwise, saying why). The order and its guarantee `pending` are then written in the
 * booking's transaction, without the booking's messages; after commit the card is
 * pre-authorised: authorised → the booking is made and announced; declined → the order is
 * cancelled in the same step (its seat released) and the call answers 422; no answer → the
 * booking keeps its seat with `guarantee.status = pending`, retried through the outbox with the
 * same key.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BLACKLIST_ERROR_CODE,
  DUPLICATE_BOOKING_ERROR_CODE,
  DUPLICATE_BOOKING_WINDOW_MINUTES,
  duplicateBookingText,
  GUARANTEE_DECLINED_ERROR_CODE,
  GUARANTEE_REQUIRED_ERROR_CODE,
  guaranteeNeeded,
  guaranteeTexts,
  keptIfCancelled,
  messages,
  schemas,
  validate,
  type endpoints,
  type GuaranteeKind,
  type GuaranteeView,
  type OrderCreated,
  type OrderDetail,
  type OrderStatus,
} from '@joy/contract';
import { storeContentMessages } from '@joy/contract/partner';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { inBookingWindow, isBookingDate, isFutureSlot } from '../lib/booking-clock';
import { requireCaptcha } from '../lib/captcha-check';
import type { Member } from '../db/rows';
import type { RouteRequest } from '../lib/define-route';
import { decide, holdsSeats, MEMBER_ACTIONS, type OrderAction } from '../lib/order-status';
import { isUniqueViolation } from '../db/errors';
import { enqueueBookingMail } from '../outbox/booking-mail';
import { enqueueBookingMovedSms } from '../outbox/booking-texts';
import { enqueue } from '../outbox/messages';
import { notifyOrder } from '../repositories/order-events';
import type { Diner, Guest, NewOrder, TransitionScope } from '../repositories/orders';
import { lockSlot, promoteWaitlist, publishSlot, takenAt } from '../repositories/waitlist';
import { closedOn } from '../repositories/store-content';
import { checkGuestLimits } from './guest-limits';
import { afterOrderMove } from './order-moves';
import { authorizeGuarantee, guaranteeOfOrder, insertPendingGuarantee, storeHouseRules, viewOf } from './guarantees';
import { noShowStanding } from './no-shows';

/** The booking call's body as the catalogue parsed it (a guest's fields are checked here). */
export type BookingInput = RouteRequest<typeof endpoints.orderCreate>['body'];

export interface Booker {
  member: Member | null;
  /** The request, for the client's address (guest limits) and the captcha check. */
  request: FastifyRequest;
}

export const orderNotFound = () => new ApiFailure(404, messages.orderNotFound);

export type CreateResult =
  /** `guaranteeId`: the order's guarantee written `pending` (a created order's card is yet to be authorised). */
  | { kind: 'created' | 'repeated'; orderId: number; slug: string; publicId: string; guaranteeId?: number }
  | { kind: 'no-slot' }
  /** A special closing day of the store. */
  | { kind: 'closed' }
  | { kind: 'full' }
  /** The diner's other active booking at the store within 2 hours (`duplicateOf` given). */
  | { kind: 'duplicate'; date: string; time: string };

export type TransitionResult =
  /** `freedSeats`: the move freed the order's seats (a cancellation); the waitlist had them first. */
  | { kind: 'changed'; orderId: number; freedSeats: boolean }
  | { kind: 'not-found' }
  | { kind: 'refused'; status: number; reason: string };

/**
 * Books the slot when it still has room; the caller checked store, party size and phone.
 * With `duplicateOf`, a booking within 2 hours of that diner's active booking at the store is
 * refused (`duplicate`) — checked after the slot lock, see below.
 */
export async function placeOrder(
  app: FastifyInstance,
  order: NewOrder,
  now: Date,
  duplicateOf: Diner | null = null,
  guarantee: { kind: GuaranteeKind; amount: number } | null = null,
): Promise<CreateResult> {
  const { orders } = app.repos;
  const earlier = await orders.earlierOrder(app.db, order);
  if (earlier) return { kind: 'repeated', orderId: earlier.id, slug: earlier.slug, publicId: earlier.publicId };
  try {
    return await app.db.transaction(async (tx): Promise<CreateResult> => {
      // The lock that serialises every booking of this slot.
      const slot = await lockSlot(tx, order);
      if (!slot || !isFutureSlot(order.date, order.time, now)) return { kind: 'no-slot' };
      if (await closedOn(tx, order.storeId, order.date)) return { kind: 'closed' };
      const again = await orders.earlierOrder(tx, order);
      if (again) return { kind: 'repeated', orderId: again.id, slug: again.slug, publicId: again.publicId };
      const booked = await takenAt(tx, order);
      if (booked + order.adultNum + order.childNum > slot.capacity) return { kind: 'full' };
      // The duplicate question, asked after the slot lock and the idempotency reread: a repeat
      // of this attempt answers its order (never "you already have one" about itself), and two
      // attempts at the same slot by one diner (two tabs, two keys) queue on the lock, so the
      // second sees the first once it commits. Attempts at two different times of the store at
      // the same moment hold different slot locks and may both pass; that is accepted: this is
      // a question the diner may answer 仍要訂位, not a limit, and a per-diner lock would
      // serialise every booking of the store for it.
      if (duplicateOf) {
        const near = await orders.nearbyActive(tx, duplicateOf, order, DUPLICATE_BOOKING_WINDOW_MINUTES);
        if (near) return { kind: 'duplicate', date: near.date, time: near.time };
      }
      const row = await orders.insert(tx, order);
      await publishSlot(tx, { storeId: order.storeId, date: order.date, time: order.time });
      if (guarantee) {
        // The seat is held; the booking is made (and announced) once the card is (guarantees.ts).
        const held = await insertPendingGuarantee(tx, { orderId: row.id, storeId: order.storeId, memberId: order.memberId, ...guarantee, now });
        return { kind: 'created', orderId: row.id, slug: row.slug, publicId: row.publicId, guaranteeId: held.id };
      }
      await notifyOrder(tx, row.id, 'created');
      if (order.guest) await enqueue(tx, { kind: 'sms.booking-created', payload: { orderId: row.id } });
      await enqueueBookingMail(tx, row.id, 'created');
      return { kind: 'created', orderId: row.id, slug: row.slug, publicId: row.publicId };
    });
  } catch (error) {
    // Two identical submits raced past the lookups (different slots, same key): the first won.
    const winner = isUniqueViolation(error) ? await orders.earlierOrder(app.db, order) : null;
    if (!winner) throw error;
    return { kind: 'repeated', orderId: winner.id, slug: winner.slug, publicId: winner.publicId };
  }
}

/**
 * One §4 move (lib/order-status.ts) under the order's row lock: of two racing changes the
 * second sees the first's status. The member's notification is written in the same
 * transaction; seats freed go to the slot's waitlist first.
 */
export async function transitionOrder(app: FastifyInstance, scope: TransitionScope, orderId: number, action: OrderAction, now: Date, reason = ''): Promise<TransitionResult> {
  const { orders } = app.repos;
  return app.db.transaction(async (tx): Promise<TransitionResult> => {
    const row = await orders.lockForMove(tx, scope, orderId);
    if (!row) return { kind: 'not-found' };
    const decision = decide(scope.actor, action, row.status, row, now);
    if (!decision.ok) return { kind: 'refused', status: row.status, reason: decision.reason };
    await orders.setStatus(tx, orderId, decision.to, now);
    await afterOrderMove(tx, { orderId, storeId: row.storeId, date: row.date, time: row.time, from: row.status as OrderStatus, to: decision.to as OrderStatus, action, actor: scope.actor, now });
    // A member's 保留訂位 answers a reminder as 確認赴約 does: the store sees the diner will come.
    if (action === 'keep') await orders.confirmAttendance(tx, orderId, now);
    await notifyOrder(tx, orderId, action, reason);
    // The store's moves, and a cancel from the booking's result link, reach the diner: a member
    // by the notification above, a guest by SMS, and either by e-mail too where an address is
    // known. (A member's own keep or cancel in the app sends no more than the notification.)
    if (scope.actor !== 'member') {
      await enqueueBookingMovedSms(tx, orderId, action, reason);
      await enqueueBookingMail(tx, orderId, action, reason);
    }
    if (holdsSeats(row.status) === holdsSeats(decision.to)) return { kind: 'changed', orderId, freedSeats: false };
    // Seats freed: the first in line of the slot's waitlist gets them before anyone else can book.
    const slot = { storeId: row.storeId, date: row.date, time: row.time };
    await promoteWaitlist(tx, slot, now);
    await publishSlot(tx, slot);
    return { kind: 'changed', orderId, freedSeats: true };
  });
}

/** The booking call's answer for its guarantee: the view, or 422 when the card was not held (the booking is not made). */
function guaranteeAnswer(status: string, view: GuaranteeView): GuaranteeView {
  if (status === 'declined' || status === 'failed') {
    throw new ApiFailure(422, guaranteeTexts.guaranteeDeclined, { fields: { prime: guaranteeTexts.guaranteeDeclined }, code: GUARANTEE_DECLINED_ERROR_CODE });
  }
  return view;
}

export function createBookingService(app: FastifyInstance) {
  const { availability, orders } = app.repos;

  return {
    async book(body: BookingInput, { member, request }: Booker): Promise<OrderCreated> {
      let guest: Guest | null = null;
      if (!member) {
        const checked = await validate(schemas.guestFieldsBody, body);
        if (!checked.ok) throw validationFailure(checked.errors);
        guest = { name: checked.value.name, gender: checked.value.gender, email: checked.value.email, phone: checked.value.phone };
      }

      const store = await availability.store(body.store_id);
      if (!store) throw new ApiFailure(404, messages.storeNotFound);
      if (!store.joyBooking) throw new ApiFailure(422, messages.bookingClosed);
      const now = app.clock();
      if (!isBookingDate(body.date)) throw validationFailure({ date: messages.invalidBookingDate });
      if (!/^\d{2}:\d{2}$/.test(body.time) || !inBookingWindow(body.date, now)) throw new ApiFailure(422, messages.slotUnavailable);
      if (body.adult_num + body.child_num > store.maxPartySize) throw new ApiFailure(422, messages.partyTooLarge);
      // A seating preference names one of the store's own areas (or none).
      if (body.seating_area && !store.seatingAreas.includes(body.seating_area)) throw validationFailure({ seating_area: messages.seatingAreaInvalid });

      const contactPhone = body.phone || member?.phone || guest?.phone || '';
      const phones = [member?.phone ?? '', guest?.phone ?? '', body.phone ?? ''];
      if (await orders.isBlacklisted(phones)) {
        throw new ApiFailure(422, messages.bookingBlacklisted, { code: BLACKLIST_ERROR_CODE });
      }
      // The store's card as agreed now, and whether it (or the diner's no-show record) asks a card.
      const rules = await storeHouseRules(app.db, store.id);
      const standing = await noShowStanding(app.db, phones, now);
      const needed = guaranteeNeeded(rules, body.date, body.adult_num + body.child_num, standing.cardRequired);
      const prime = body.prime ?? '';
      if (needed && !prime) {
        const why = needed.byRecord ? guaranteeTexts.guaranteeRequiredByNoShows : guaranteeTexts.guaranteeRequired;
        throw new ApiFailure(422, why, { fields: { prime: why }, code: GUARANTEE_REQUIRED_ERROR_CODE });
      }
      if (guest) {
        // A stranger's booking texts the phone it names: captcha where configured, and limits.
        await requireCaptcha(app, request, body.captcha);
        await checkGuestLimits(app, guest.phone, request.ip, now);
      }

      const result = await placeOrder(
        app,
        {
          storeId: store.id,
          memberId: member?.id ?? null,
          guest,
          date: body.date,
          time: body.time,
          adultNum: body.adult_num,
          childNum: body.child_num,
          purpose: body.purpose,
          note: body.note,
          dietaryNote: body.dietary_note,
          seatingArea: body.seating_area,
          highChairs: body.high_chairs,
          phone: contactPhone,
          fromSource: body.from_source,
          idempotencyKey: body.idempotency_key,
          agreedRules: rules,
        },
        now,
        body.allow_duplicate ? null : { memberId: member?.id ?? null, phones: [contactPhone, member?.phone ?? '', guest?.phone ?? ''] },
        needed ? { kind: needed.kind, amount: needed.amount } : null,
      );
      if (result.kind === 'no-slot') throw new ApiFailure(422, messages.slotUnavailable);
      if (result.kind === 'closed') throw new ApiFailure(422, storeContentMessages.storeClosedOnDate, { fields: { date: storeContentMessages.storeClosedOnDate } });
      if (result.kind === 'full') throw new ApiFailure(409, messages.slotFull);
      if (result.kind === 'duplicate') throw new ApiFailure(409, duplicateBookingText(result.date, result.time), { code: DUPLICATE_BOOKING_ERROR_CODE });
      const created = { order_id: result.orderId, slug: result.slug, public_id: result.publicId };
      if (result.kind === 'created' && result.guaranteeId !== undefined) {
        const cardholder = { name: member?.name || guest?.name || '', phone: contactPhone };
        const held = await authorizeGuarantee(app, result.guaranteeId, { prime, cardholder }, 1);
        const view = guaranteeAnswer(held.status, held.guarantee);
        return { ...created, guarantee: { ...view, cancel_keeps: keptIfCancelled(rules, body, view.amount, now) } };
      }
      // A repeat answers the first attempt as it now stands (a declined card stays declined).
      const earlier = result.kind === 'repeated' ? await guaranteeOfOrder(app.db, result.orderId) : null;
      return { ...created, guarantee: earlier ? guaranteeAnswer(earlier.status, viewOf(earlier)) : null };
    },

    /** The member keeps (4) or cancels (0) their order; returns it as it now stands. */
    async change(memberId: number, orderId: number, status: 0 | 4): Promise<OrderDetail> {
      const result = await transitionOrder(app, { actor: 'member', memberId }, orderId, MEMBER_ACTIONS[status], app.clock());
      if (result.kind === 'not-found') throw orderNotFound();
      // §8: the client shows 失敗; the field says why (e.g. the other tab already cancelled).
      if (result.kind === 'refused') throw new ApiFailure(422, messages.failed, { fields: { status: result.reason } });
      const order = await orders.detail(orderId, app.clock());
      if (!order) throw orderNotFound();
      return order;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
