/**
 * The member's side of the ledger: the balance with its lots and pay code (POST
 * /v2/member/coin; the coin service reads the lots after expiring the member's due lots
 * under the coin lock, so what is shown is always what can be spent) and the coin records
 * (GET /v2/member/coin/history/{kind}). History kinds by reason:
 * feedback — payment_reward; bonus — invite_reward; deduct — spend, redeem, expiry and
 * reversal (a refund's coins back and reward taken back); withdraw — withdrawal, each with
 * the transfer's current status; redeem — spend and redeem (coins exchanged, /member/redeem).
 */
import { sql } from 'drizzle-orm';
import type { CoinBalance, CoinHistoryKind, CoinRecord, LedgerReason, Paged } from '@joy/contract';
import type { Database } from '../db/client';
import type { MemberLot } from '../ledger/ledger';
import { isLive, validUntilOf } from '../ledger/rules';
import { paged, type PageRequest } from '../lib/paging';
import { withdrawalRecords } from './withdrawals';
import { rowsOf } from '../db/rows';

export const HISTORY_REASONS: Readonly<Record<CoinHistoryKind, readonly LedgerReason[]>> = {
  feedback: ['payment_reward'],
  bonus: ['invite_reward'],
  deduct: ['spend', 'redeem', 'expiry', 'reversal'],
  withdraw: ['withdrawal'],
  redeem: ['spend', 'redeem'],
};

export const isHistoryKind = (kind: string): kind is CoinHistoryKind => Object.prototype.hasOwnProperty.call(HISTORY_REASONS, kind);

function title(reason: LedgerReason, coin: number, store: string | null): string {
  const at = store ? `${store} ` : '';
  switch (reason) {
    case 'payment_reward':
      return `${at}消費回饋`;
    case 'invite_reward':
      return '好友邀請獎勵';
    case 'spend':
      return `${at}消費折抵`;
    case 'redeem':
      return '樂幣兌換';
    case 'withdrawal':
      return '提領至銀行帳戶';
    case 'withdrawal_payout':
      return '提領撥款';
    case 'withdrawal_reversal':
      return '提領失敗退回';
    case 'expiry':
      return '樂幣到期';
    case 'reversal':
      return coin >= 0 ? `${at}退款退回樂幣` : `${at}退款收回回饋`;
  }
}

interface HistoryRow {
  id: number;
  reason: LedgerReason;
  created_at: string | Date;
  pay_log_id: number | null;
  withdrawal_id: number | null;
  store_id: number | null;
  store_slug: string | null;
  store_name: string | null;
  store_logo: string | null;
  coin: string | number;
  lot_expires_at: string | Date | null;
}


/** The balance and the live lots as the member sees them, from the lots read after expiring what is due; the pay code the counter scans. */
export function coinBalance(member: { payCode: string; coinUserId: string }, lots: readonly MemberLot[], now: Date): CoinBalance {
  const live = lots.filter((l) => isLive(l, now));
  const first = live[0];
  const nextExpiry = first
    ? { coin: live.filter((l) => l.expiresAt.getTime() === first.expiresAt.getTime()).reduce((s, l) => s + l.remaining, 0), valid_until: validUntilOf(first.expiresAt) }
    : null;
  return {
    balance: live.reduce((s, l) => s + l.remaining, 0),
    pay_code: member.payCode,
    coin_user_id: member.coinUserId,
    lots: live.map((l) => ({
      id: l.id,
      reason: l.reason,
      coin: l.amount,
      remaining: l.remaining,
      received_on: l.receivedOn,
      valid_until: validUntilOf(l.expiresAt),
      expires_at: l.expiresAt.toISOString(),
    })),
    next_expiry: nextExpiry,
  };
}

export function createCoinRepository(db: Database) {
  return {
    /** The member's records of one kind, newest first. */
    async history(memberId: number, kind: CoinHistoryKind, page: PageRequest): Promise<Paged<CoinRecord>> {
      const reasons = sql.join(
        HISTORY_REASONS[kind].map((r) => sql`${r}`),
        sql`, `,
      );
      const where = sql`tr.member_id = ${memberId} and tr.reason in (${reasons})`;
      const [{ total }] = rowsOf<{ total: string | number }>(await db.execute(sql`select count(*) as total from ledger_transactions tr where ${where}`));
      const rows = rowsOf<HistoryRow>(
        await db.execute(sql`
          select tr.id, tr.reason, tr.created_at, tr.pay_log_id, tr.withdrawal_id, tr.store_id,
                 s.slug as store_slug, s.name as store_name, s.logo as store_logo,
                 (select coalesce(sum(e.amount), 0) from ledger_entries e
                   where e.transaction_id = tr.id and e.account = 'member_wallet' and e.member_id = ${memberId}) as coin,
                 (select l.expires_at from coin_lots l where l.transaction_id = tr.id order by l.id limit 1) as lot_expires_at
          from ledger_transactions tr
          left join stores s on s.id = tr.store_id
          where ${where}
          order by tr.created_at desc, tr.id desc
          limit ${page.perPage} offset ${page.offset}`),
      );
      const withdrawals = await withdrawalRecords(
        db,
        rows.map((r) => r.withdrawal_id).filter((id): id is number => id !== null),
      );
      const data: CoinRecord[] = rows.map((r) => {
        const coin = Number(r.coin);
        return {
          id: r.id,
          reason: r.reason,
          title: title(r.reason, coin, r.store_name),
          coin,
          store: r.store_id !== null ? { id: r.store_id, slug: r.store_slug ?? '', name: r.store_name ?? '', logo: r.store_logo ?? '' } : null,
          pay_log_id: r.pay_log_id,
          valid_until: r.lot_expires_at ? validUntilOf(new Date(r.lot_expires_at)) : null,
          withdrawal: r.withdrawal_id !== null ? (withdrawals.get(r.withdrawal_id) ?? null) : null,
          created_at: new Date(r.created_at).toISOString(),
        };
      });
      return paged(data, Number(total), page);
    },
  };
}

export type CoinRepository = ReturnType<typeof createCoinRepository>;
