/**
 * The no-show record (issue 28): the partner API's no-show marks, counted per phone over 90
 * days (the rules: contract orders/no-show-rules.ts), and the disputes of them. A mark is
 * written by the order's move itself (transitionOrder → afterOrderMove, in the move's
 * transaction), so an order is 未到 exactly when its mark exists. The record does not replace
 * the blacklist (422100): a blacklisted phone still cannot book at all; a phone with two
 * counted marks may book with a card guarantee (services/booking.ts asks `noShowStanding`).
 */
import { NO_SHOW_CARD_THRESHOLD } from '@joy/contract';
import type { Executor, Tx } from '../db/executor';
import type { OrderMove } from '../lib/order-status';
import { countedMarks, insertMark, orderPhone, withdrawForOrder } from '../repositories/no-shows';

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
