/**
 * How a pay log reads on the wire: for the store's POS (PartnerPayment, the member's name
 * masked) and for its member (PayLog, with the store, the comment id and the last valid day
 * of the reward's lot).
 */
import { sql } from 'drizzle-orm';
import type { PayLog, PayLogStatus } from '@joy/contract';
import type { PartnerPayment } from '@joy/contract/partner';
import * as t from '../db/schema';
import { validUntilOf } from '../ledger/rules';
import { maskName } from './comments';

export type PayLogRow = typeof t.payLogs.$inferSelect;

export function toPartner(row: PayLogRow, memberName: string, replayed: boolean): PartnerPayment {
  return {
    id: row.id,
    status: row.status as PayLogStatus,
    member_name: maskName(memberName),
    amount: row.amount,
    coins_used: row.coinsUsed,
    cash_amount: row.amount - row.coinsUsed,
    reward_rate: row.rewardRate,
    reward_coins: row.rewardCoins,
    vip_reward_coins: row.vipRewardCoins,
    invite_reward_coins: row.inviteRewardCoins,
    reward_shortfall: row.rewardShortfall,
    idempotency_key: row.idempotencyKey,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    replayed,
  };
}

/** The reward lot's expiry, joined onto a pay log read (pay_logs.id written out: a lone table's columns go unqualified). */
const rewardExpiresAt = sql<string | Date | null>`(
  select l.expires_at from ledger_transactions tr join coin_lots l on l.transaction_id = tr.id
  where tr.pay_log_id = pay_logs.id and tr.reason = 'payment_reward' limit 1)`;

export const memberColumns = {
  p: t.payLogs,
  storeSlug: t.stores.slug,
  storeName: t.stores.name,
  storeLogo: t.stores.logo,
  commentId: t.comments.id,
  rewardExpiresAt,
};

type MemberRow = { p: PayLogRow; storeSlug: string; storeName: string; storeLogo: string; commentId: number | null; rewardExpiresAt: string | Date | null };

export function toPayLog(r: MemberRow): PayLog {
  const p = r.p;
  return {
    id: p.id,
    status: p.status as PayLogStatus,
    store: { id: p.storeId, slug: r.storeSlug, name: r.storeName, logo: r.storeLogo },
    amount: p.amount,
    coins_used: p.coinsUsed,
    cash_amount: p.amount - p.coinsUsed,
    reward_rate: p.rewardRate,
    reward_coins: p.rewardCoins,
    vip_reward_coins: p.vipRewardCoins,
    invite_reward_coins: p.inviteRewardCoins,
    total_reward_coins: p.rewardCoins + p.vipRewardCoins + p.inviteRewardCoins,
    reward_valid_until: r.rewardExpiresAt ? validUntilOf(new Date(r.rewardExpiresAt)) : null,
    refunded_at: p.refundedAt?.toISOString() ?? null,
    reward_shortfall: p.rewardShortfall,
    created_at: p.createdAt.toISOString(),
    comment_id: r.commentId ?? null,
  };
}
