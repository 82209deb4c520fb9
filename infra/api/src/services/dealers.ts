/**
 * The angel (joy dealer) programme (§1, §6) and its VIP gift coupons: joining, withdrawing
 * earnings, giving, taking back and activating a coupon, and the month-end batch of the
 * angel-bonus job. Each change is one transaction with its lock:
 *
 * - joining takes the member's subscription lock (VIP members only, once; grade 4);
 * - a withdrawal takes the dealer's lock (advisory class 7201), so two withdrawals of the
 *   last NT$ queue behind each other;
 * - a give takes the dealer's coupon lock (advisory class 7202), so two gives of the last
 *   coupon queue and the second is refused; the caller sends the token by SMS and takes the
 *   coupon back when it cannot;
 * - an activation takes the member's subscription lock and the coupon row `for update`, and
 *   moves the coupon given → activated with a conditional update, so parallel activations
 *   of one token activate once; the dealer's notification is written in that transaction.
 *
 * Tokens past their date are marked expired when next touched (a give, a record list, an
 * activation attempt).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  GIFT_COUPON_VALID_DAYS,
  GIFT_PLAN_DAYS,
  MONTHLY_PROGRAM_ID,
  nextSubscriptionStatus,
  sitePaths,
  subscriptionMessages as m,
  type CouponAllowance,
  type CouponGiveRecord,
  type CouponTransactionRecord,
  type DealerBalance,
  type DealerWithdrawRecord,
  type Paged,
  type ReceivedCoupon,
  type SubscriptionStatus,
} from '@joy/contract';
import type { Tx } from '../db/executor';
import { paged, type PageRequest } from '../lib/paging';
import { hashToken, maskPhone, taipeiYear, toGiveRecord } from '../repositories/dealer-coupons';
import { dealersWithoutBonus, storesWithoutProfit, writeAngelBonus, writeStoreProfit, type EarningKind } from '../repositories/dealers';
import { createNotification } from '../repositories/notifications';
import { lockSubscription, startVip } from '../repositories/subscriptions';

const DAY = 86_400_000;

export type JoinResult = { kind: 'joined' } | { kind: 'refused'; field: string; reason: 'need-vip' | 'already' | 'program' };
export type DealerWithdrawOutcome = { kind: 'created'; withdrawal: DealerWithdrawRecord; balance: DealerBalance } | { kind: 'bank-not-found' } | { kind: 'insufficient'; balance: DealerBalance };

export type CouponGiveOutcome =
  | { kind: 'given'; coupon: CouponGiveRecord; token: string; expiresAt: Date; allowance: CouponAllowance }
  | { kind: 'refused'; status: number; field: string; message: string };

export type ActivateOutcome = { kind: 'activated'; couponId: number } | { kind: 'refused'; status: number; field: string; message: string };

export interface ActivateInput {
  couponId: number;
  token: string;
  phone: string;
  name: string;
  address: string;
}

export interface JoinInput {
  chargePlanId: number;
  receiver: string;
  receiverPhone: string;
  receiverAddress: string;
}

/**
 * One batch of the month-end job for `month`, in the job's transaction: dealers who joined
 * before the month ended and have no angel bonus rows for it, then referred stores (referred
 * before the month ended) without a profit row for it.
 */
export async function monthEndBatch(tx: Tx, month: string, limit: number): Promise<{ processed: number; done: boolean }> {
  const dealers = await dealersWithoutBonus(tx, month, limit);
  for (const d of dealers) await writeAngelBonus(tx, d.id, month);
  const stores = await storesWithoutProfit(tx, month, limit);
  for (const s of stores) await writeStoreProfit(tx, s.dealer, s.store, month);
  return { processed: dealers.length + stores.length, done: dealers.length < limit && stores.length < limit };
}

export function createDealerService(app: FastifyInstance) {
  const { dealers, dealerCoupons, subscriptions } = app.repos;

  return {
    /** Joins the angel programme (POST /v2/member/charge-plan): VIP members only, once; grade 4. */
    async join(memberId: number, input: JoinInput, now: Date): Promise<JoinResult> {
      return app.db.transaction(async (tx): Promise<JoinResult> => {
        await lockSubscription(tx, memberId);
        const plan = await subscriptions.program(tx, input.chargePlanId);
        if (!plan) return { kind: 'refused', field: 'charge_plan_id', reason: 'program' };
        const sub = await subscriptions.current(tx, memberId);
        if (!sub || sub.status !== 'active') return { kind: 'refused', field: 'charge_plan_id', reason: 'need-vip' };
        const added = await dealers.add(tx, { memberId, chargePlanId: plan.id, receiver: input.receiver, receiverPhone: input.receiverPhone, receiverAddress: input.receiverAddress, joinedAt: now });
        if (!added) return { kind: 'refused', field: 'charge_plan_id', reason: 'already' };
        await dealers.makeAngel(tx, memberId, now);
        if (plan.id !== sub.programId && !sub.cancelAtPeriodEnd) await subscriptions.setNextProgram(tx, sub.id, plan.id, now);
        return { kind: 'joined' };
      });
    },

    /** Withdraws whole NT$ of a kind's balance to the dealer's own live dealer bank account (pending). */
    async withdraw(memberId: number, kind: EarningKind, amount: number, memberBankId: number, now: Date): Promise<DealerWithdrawOutcome> {
      return app.db.transaction(async (tx): Promise<DealerWithdrawOutcome> => {
        await dealers.lock(tx, memberId);
        const bank = await dealers.payoutBank(tx, memberId, memberBankId);
        if (!bank) return { kind: 'bank-not-found' };
        const balance = await dealers.balance(tx, memberId, kind);
        if (amount > balance.available) return { kind: 'insufficient', balance };
        const withdrawal = await dealers.addWithdrawal(tx, { memberId, kind, amount, now }, bank);
        return { kind: 'created', withdrawal, balance: await dealers.balance(tx, memberId, kind) };
      });
    },

    /** Gives one coupon of the year's allowance to `phone`; the caller sends the token by SMS. */
    async giveCoupon(dealerId: number, phone: string, now: Date): Promise<CouponGiveOutcome> {
      return app.db.transaction(async (tx): Promise<CouponGiveOutcome> => {
        await dealerCoupons.lock(tx, dealerId);
        if ((await dealerCoupons.phoneOf(tx, dealerId)) === phone) return { kind: 'refused', status: 422, field: 'phone', message: m.couponSelf };
        const year = taipeiYear(now);
        await dealerCoupons.expireDue(tx, now, { dealerId });
        await dealerCoupons.grantYear(tx, dealerId, year, now);
        const before = await dealerCoupons.allowanceOf(tx, dealerId, year);
        if (before.remaining < 1) return { kind: 'refused', status: 422, field: 'phone', message: m.couponAllowanceUsed };
        const token = randomBytes(12).toString('base64url');
        const expiresAt = new Date(now.getTime() + GIFT_COUPON_VALID_DAYS * DAY);
        const coupon = await dealerCoupons.insert(tx, { dealerMemberId: dealerId, year, phone, tokenHash: hashToken(token), expiresAt, createdAt: now });
        await dealerCoupons.addEvent(tx, { dealerMemberId: dealerId, couponId: coupon.id, kind: 'given', year, quantity: -1, createdAt: now });
        return { kind: 'given', coupon: toGiveRecord(coupon), token, expiresAt, allowance: await dealerCoupons.allowanceOf(tx, dealerId, year) };
      });
    },

    /** Takes back a coupon whose SMS could not be sent (it never reached anyone): the allowance is whole again. */
    async withdrawUnsentCoupon(dealerId: number, couponId: number): Promise<void> {
      await app.db.transaction((tx) => dealerCoupons.removeGiven(tx, dealerId, couponId));
    },

    /** The dealer's gives, newest first, after marking the due ones expired. */
    async couponGives(dealerId: number, page: PageRequest, now: Date): Promise<Paged<CouponGiveRecord>> {
      await app.db.transaction((tx) => dealerCoupons.expireDue(tx, now, { dealerId }));
      return dealerCoupons.gives(dealerId, page);
    },

    /** The coupons `memberId` received (GET /v2/member/coupon/list), after marking those sent to their phone and past their date expired. */
    async receivedCoupons(memberId: number, page: PageRequest, now: Date): Promise<Paged<ReceivedCoupon>> {
      const phone = await dealerCoupons.phoneOf(app.db, memberId);
      if (phone === null) return paged([], 0, page);
      await app.db.transaction((tx) => dealerCoupons.expireDue(tx, now, { phone }));
      return dealerCoupons.received({ id: memberId, phone }, page);
    },

    /** Every movement of the dealer's coupons, after marking the due ones expired and granting the year. */
    async couponTransactions(dealerId: number, page: PageRequest, now: Date): Promise<Paged<CouponTransactionRecord>> {
      await app.db.transaction(async (tx) => {
        await dealerCoupons.expireDue(tx, now, { dealerId });
        await dealerCoupons.grantYear(tx, dealerId, taipeiYear(now), now);
      });
      return dealerCoupons.transactions(dealerId, page);
    },

    /**
     * Activates a gifted plan for `memberId` (POST /v2/subscription/activate-plan): the token
     * must match, be unused and in date, and both the given phone and the member's own phone
     * must be the one the coupon was sent to; a member whose VIP is running is refused.
     */
    async activateCoupon(memberId: number, input: ActivateInput, now: Date): Promise<ActivateOutcome> {
      return app.db.transaction(async (tx): Promise<ActivateOutcome> => {
        await lockSubscription(tx, memberId);
        const wrong = { kind: 'refused', status: 422, field: 'token', message: m.couponTokenWrong } as const;
        const coupon = await dealerCoupons.lockCoupon(tx, input.couponId);
        if (!coupon) return wrong;
        const given = Buffer.from(hashToken(input.token), 'hex');
        if (!timingSafeEqual(given, Buffer.from(coupon.tokenHash, 'hex'))) return wrong;
        if (coupon.status === 'activated') return { kind: 'refused', status: 409, field: 'token', message: m.couponUsed };
        if (coupon.status === 'expired' || coupon.expiresAt.getTime() <= now.getTime()) {
          await dealerCoupons.expireDue(tx, now, { couponId: coupon.id });
          return { kind: 'refused', status: 410, field: 'token', message: m.couponExpired };
        }
        if (input.phone !== coupon.phone) return { kind: 'refused', status: 422, field: 'phone', message: m.couponWrongPhone };
        if ((await dealerCoupons.phoneOf(tx, memberId)) !== coupon.phone) return { kind: 'refused', status: 403, field: 'phone', message: m.couponMemberPhone };

        const current = await subscriptions.current(tx, memberId);
        const next = nextSubscriptionStatus((current?.status ?? 'none') as SubscriptionStatus, 'pay');
        if (!next) return { kind: 'refused', status: 409, field: 'token', message: m.couponAlreadyVip };

        const moved = await dealerCoupons.markActivated(tx, coupon.id, { memberId, now, receiver: input.name, receiverAddress: input.address });
        if (!moved) return { kind: 'refused', status: 409, field: 'token', message: m.couponUsed };
        await dealerCoupons.addEvent(tx, { dealerMemberId: coupon.dealerMemberId, couponId: coupon.id, kind: 'activated', year: coupon.year, quantity: 0, createdAt: now });

        // One monthly period, no card, cancelled at its end: the renewal job ends it, never charges it.
        const values = {
          programId: MONTHLY_PROGRAM_ID,
          nextProgramId: null,
          creditCardId: null,
          status: next as string,
          periodStart: now,
          periodEnd: new Date(now.getTime() + GIFT_PLAN_DAYS * DAY),
          cancelAtPeriodEnd: true,
          cancelledAt: now,
          consent: 'gift',
          updatedAt: now,
        };
        await subscriptions.save(tx, memberId, current, values);
        await startVip(tx, memberId);
        await createNotification(tx, coupon.dealerMemberId, 'general', {
          notification_title: '贈送的 VIP 方案已啟用',
          notification_body: `您贈送給 ${maskPhone(coupon.phone)} 的 VIP 方案已啟用。`,
          notification_action: sitePaths.dealerHome(),
        });
        return { kind: 'activated', couponId: coupon.id };
      });
    },
  };
}

export type DealerService = ReturnType<typeof createDealerService>;
