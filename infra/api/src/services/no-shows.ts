/**
 * The no-show record (issue 28): the partner API's no-show marks, counted per phone over 90
 * days (the rules: contract orders/no-show-rules.ts), and the disputes of them. A mark is
 * written by the order's move itself (transitionOrder → afterOrderMove, in the move's
 * transaction), so an order is 未到 exactly when its mark exists. The record does not replace
 * the blacklist (422100): a blacklisted phone still cannot book at all; a phone with two
 * counted marks may book with a card guarantee (services/booking.ts asks `noShowStanding`).
 */
import type { FastifyInstance } from 'fastify';
import { countsAt, disputeRefusal, NO_SHOW_CARD_THRESHOLD, NO_SHOW_WINDOW_DAYS, noShowCountsUntil, noShowDisputeUntil, noShowMessages, standingOf, type NoShowDisputeRefusal, type NoShowMark, type NoShowRecord } from '@joy/contract';
import { partnerNoShowMessages, type PartnerNoShowAnswerInput, type PartnerNoShowMark } from '@joy/contract/partner';
import type { Executor, Tx } from '../db/executor';
import { ApiFailure } from '../lib/api-error';
import { noShowAnswerNotification, noShowAnswerText } from '../lib/no-show-texts';
import type { OrderMove } from '../lib/order-status';
import { phoneHint } from '../lib/self-service';
import { enqueue } from '../outbox/messages';
import { createNotification } from '../repositories/notifications';
import {
  countedMarks,
  disputedOfStore,
  insertMark,
  lockMark,
  lockMarkByPublicId,
  markByPublicId,
  marksOfMember,
  memberByPhone,
  orderPhone,
  setAnswered,
  setDisputed,
  storeMark,
  withdrawForOrder,
  type LockedMark,
  type MarkRow,
  type StoreMarkRow,
} from '../repositories/no-shows';

const NO_SHOW = 6;

/** Marks the order's phone when the store marks it 未到; withdraws the mark if the order ever leaves 未到. */
export async function noShowAfterMove(tx: Tx, move: OrderMove): Promise<void> {
  if (move.to === NO_SHOW && move.from !== NO_SHOW) {
    const phone = await orderPhone(tx, move.orderId);
    if (phone) await insertMark(tx, { orderId: move.orderId, storeId: move.storeId, phone, markedAt: move.now });
  } else if (move.from === NO_SHOW && move.to !== NO_SHOW) {
    await withdrawForOrder(tx, move.orderId, move.now);
  }
}

/**
 * A diner's standing: the distinct marks on any of `phones` (the phones of one booking — its
 * contact phone, the member's, the guest's — are one diner's) counted now (standing, disputed,
 * upheld; made in the last 90 days), and whether a new booking needs a card guarantee (2 or more).
 */
export async function noShowStanding(db: Executor, phones: readonly string[], now: Date): Promise<{ marks: number; cardRequired: boolean }> {
  const wanted = [...new Set(phones.filter(Boolean))];
  const marks = (await countedMarks(db, wanted, now)).length;
  return { marks, cardRequired: marks >= NO_SHOW_CARD_THRESHOLD };
}

const notFound = () => new ApiFailure(404, noShowMessages.noShowNotFound);

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A mark as the diner reads it, with what they may still do at `now`. */
export function dinerMark(m: MarkRow & { storeName: string; date: string; time: string }, now: Date): NoShowMark {
  return {
    id: m.id,
    store_name: m.storeName,
    date: m.date,
    time: m.time,
    marked_at: m.markedAt.toISOString(),
    status: m.status,
    counts: countsAt(m, now),
    counts_until: noShowCountsUntil(m.markedAt).toISOString(),
    can_dispute: disputeRefusal(m, now) === null,
    dispute_until: noShowDisputeUntil(m.markedAt).toISOString(),
    dispute_reason: m.disputeReason,
    disputed_at: iso(m.disputedAt),
    store_answer: m.storeAnswer,
    answered_at: iso(m.answeredAt),
  };
}

/** A mark as the store reads it: the diner's phone only as a hint. */
export function storeView(m: StoreMarkRow): PartnerNoShowMark {
  return {
    id: m.id,
    order_id: m.orderId,
    date: m.date,
    time: m.time,
    name: m.name,
    phone_hint: phoneHint(m.phone),
    marked_at: m.markedAt.toISOString(),
    status: m.status,
    withdrawn: m.status === 'withdrawn',
    dispute_reason: m.disputeReason,
    disputed_at: iso(m.disputedAt),
    store_answer: m.storeAnswer,
    answered_at: iso(m.answeredAt),
  };
}

const refusals: Record<NoShowDisputeRefusal, string> = {
  'already-disputed': noShowMessages.alreadyDisputed,
  'not-standing': noShowMessages.notDisputable,
  'too-late': noShowMessages.disputeTooLate,
};

export function createNoShowService(app: FastifyInstance) {
  /** Disputes a locked mark (the caller found it and checked who may). */
  async function dispute(tx: Tx, mark: LockedMark, reason: string, now: Date): Promise<NoShowMark> {
    const refusal = disputeRefusal(mark, now);
    if (refusal) throw new ApiFailure(refusal === 'too-late' ? 422 : 409, refusals[refusal], { fields: { reason: refusals[refusal] } });
    await setDisputed(tx, mark.id, reason, now);
    return dinerMark({ ...mark, status: 'disputed', disputeReason: reason, disputedAt: now }, now);
  }

  return {
    /** The member's marks (on their phone, or of their own bookings) and their phone's standing. */
    async record(member: { id: number; phone: string }): Promise<NoShowRecord> {
      const now = app.clock();
      const marks = await marksOfMember(app.db, member.id, member.phone);
      const standing = standingOf(
        marks.filter((m) => m.phone === member.phone),
        now,
      );
      return {
        standing: {
          count: standing.count,
          card_required: standing.cardRequired,
          card_required_until: iso(standing.cardRequiredUntil),
          window_days: NO_SHOW_WINDOW_DAYS,
          threshold: NO_SHOW_CARD_THRESHOLD,
        },
        marks: marks.map((m) => dinerMark(m, now)),
      };
    },

    /** The member disputes one of their marks; anyone else's (or none) is 404. */
    disputeByMember(member: { id: number; phone: string }, markId: number, reason: string): Promise<NoShowMark> {
      const now = app.clock();
      return app.db.transaction(async (tx) => {
        const mark = await lockMark(tx, markId);
        const owns = mark && (mark.memberId === member.id || (member.phone !== '' && mark.phone === member.phone));
        if (!mark || !owns) throw notFound();
        return dispute(tx, mark, reason, now);
      });
    },

    /** The booking's mark by its result link (the 128-bit public id is the key). */
    async markByLink(publicId: string): Promise<NoShowMark> {
      const mark = await markByPublicId(app.db, publicId);
      if (!mark) throw notFound();
      return dinerMark(mark, app.clock());
    },

    disputeByLink(publicId: string, reason: string): Promise<NoShowMark> {
      const now = app.clock();
      return app.db.transaction(async (tx) => {
        const mark = await lockMarkByPublicId(tx, publicId);
        if (!mark) throw notFound();
        return dispute(tx, mark, reason, now);
      });
    },

    storeDisputes: async (storeId: number): Promise<PartnerNoShowMark[]> => (await disputedOfStore(app.db, storeId)).map(storeView),

    /**
     * The store answers a dispute: withdraw → withdrawn (no longer counted), else upheld. Under
     * the mark's row lock, so of two answers at once one wins and the other finds it answered
     * (409). The diner is told in the same transaction: the booking's member, or the account
     * with the mark's phone, by notification; a phone without an account by SMS.
     */
    answer(storeId: number, markId: number, input: PartnerNoShowAnswerInput): Promise<PartnerNoShowMark> {
      const now = app.clock();
      return app.db.transaction(async (tx) => {
        const mark = await lockMark(tx, markId);
        if (!mark || mark.storeId !== storeId) throw new ApiFailure(404, partnerNoShowMessages.noShowNotFound);
        if (mark.status !== 'disputed') throw new ApiFailure(409, partnerNoShowMessages.notDisputed);
        await setAnswered(tx, mark.id, input.withdraw ? 'withdrawn' : 'upheld', input.answer, now);
        const answered = { storeName: mark.storeName, storeLogo: mark.storeLogo, storeSlug: mark.storeSlug, date: mark.date, time: mark.time, withdrawn: input.withdraw, answer: input.answer, publicId: mark.publicId };
        const memberId = mark.memberId ?? (await memberByPhone(tx, mark.phone));
        if (memberId !== null) await createNotification(tx, memberId, 'general', noShowAnswerNotification(answered));
        else await enqueue(tx, { kind: 'sms.send', payload: { phone: mark.phone, text: noShowAnswerText(app.config.publicOrigin, answered) } });
        const row = await storeMark(tx, storeId, mark.id);
        if (!row) throw new ApiFailure(404, partnerNoShowMessages.noShowNotFound);
        return storeView(row);
      });
    },
  };
}

export type NoShowService = ReturnType<typeof createNoShowService>;
