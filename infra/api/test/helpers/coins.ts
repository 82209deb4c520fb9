/**
 * Joy coin helpers for API tests: members made straight through the repository (no SMS
 * round trip) with a login token, a store that takes joy pay at a chosen reward rate, coins
 * granted through the ledger, signed partner payments, a movable clock, and the ledger's
 * invariants checked with SQL.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Envelope } from '@joy/contract';
import type { PartnerPayment } from '@joy/contract/partner';
import * as t from '../../src/db/schema';
import { grant } from '../../src/ledger/ledger';
import { json, rowsOf, type TestContext } from './app';
import { newPhone } from './accounts';
import { partnerCall } from './partner';

export interface TestMember {
  id: number;
  token: string;
  payCode: string;
  inviteCode: string;
}

/** A live member with a token; `grade` 3 makes a VIP. */
export async function quickMember(ctx: TestContext, options: { grade?: number; fromInviteCode?: string | null; name?: string } = {}): Promise<TestMember> {
  const { members } = ctx.app.repos;
  const member = await members.create(ctx.db, {
    phone: newPhone(),
    name: options.name ?? '林小美',
    fromSource: 5,
    memberGradeId: options.grade ?? 1,
    fromInviteCode: options.fromInviteCode ?? null,
  });
  const token = await members.issueToken(ctx.db, member.id, 3600);
  return { id: member.id, token, payCode: member.payCode, inviteCode: member.inviteCode };
}

/** The nth store (by id) turned into a joy-pay store with the given reward rate. */
/** The member's account deleted as DELETE /v2/member leaves it (marked, every login revoked), without the proof step. */
export async function deleteMember(ctx: TestContext, memberId: number, now = new Date()): Promise<void> {
  const { members } = ctx.app.repos;
  await ctx.db.transaction(async (tx) => {
    await members.markDeleted(tx, memberId, now);
    await members.revokeAll(tx, memberId, null, now);
  });
}

export async function payStore(ctx: TestContext, nth: number, rewardRate: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores order by id offset ${nth} limit 1`);
  await ctx.db.update(t.stores).set({ joyPay: true, rewardRate }).where(eq(t.stores.id, row.id));
  return row.id;
}

/** Credits coins to a member as a platform-funded lot received at `now`. */
export async function giveCoins(ctx: TestContext, memberId: number, coins: number, now = new Date()): Promise<void> {
  await ctx.db.transaction((tx) =>
    grant(tx, {
      reason: 'invite_reward',
      key: `test:${crypto.randomUUID()}`,
      memberId,
      now,
      coins,
      funding: [{ account: 'platform_rewards', amount: -coins }],
    }),
  );
}

let requestSeq = 0;

/** A signed partner payment; each call gets its own request id, so only the idempotency key repeats. */
export function pay(ctx: TestContext, storeId: number, body: Record<string, unknown>, now = new Date()) {
  requestSeq += 1;
  return partnerCall(ctx, storeId, 'POST', `/partner/v1/payments?request_id=${requestSeq}`, body, { now });
}

export async function paid(ctx: TestContext, storeId: number, body: Record<string, unknown>, now = new Date()): Promise<PartnerPayment> {
  const res = await pay(ctx, storeId, body, now);
  if (res.statusCode !== 200) throw new Error(`payment failed ${res.statusCode}: ${res.body}`);
  return json<Envelope<PartnerPayment>>(res).return;
}

export function refund(ctx: TestContext, storeId: number, payLogId: number, reason = '', now = new Date()) {
  requestSeq += 1;
  return partnerCall(ctx, storeId, 'POST', `/partner/v1/payments/${payLogId}/refund?request_id=${requestSeq}`, { reason }, { now });
}

export const idempotencyKey = () => `pos-${crypto.randomUUID()}`;

/** A clock the app reads (buildApp adapters.clock); tests set it. */
export function movableClock() {
  let at: Date | null = null;
  return {
    now: () => at ?? new Date(),
    set: (when: Date | string) => {
      at = new Date(when);
    },
    reset: () => {
      at = null;
    },
  };
}

/** The wallet account's sum for a member. */
export async function walletOf(ctx: TestContext, memberId: number): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(ctx.db, sql`select coalesce(sum(amount), 0) as n from ledger_entries where account = 'member_wallet' and member_id = ${memberId}`);
  return Number(row.n);
}

export interface LedgerCheck {
  unbalanced: number;
  badLots: number;
  walletMismatches: number;
  negativeWallets: number;
}

/**
 * The ledger's invariants over the whole database: every transaction sums to zero with at
 * least two entries; every lot holds between 0 and its amount; every member's wallet sum
 * equals the sum of their lots' remainders and is not negative.
 */
export async function checkLedger(ctx: Pick<TestContext, 'db'>): Promise<LedgerCheck> {
  const [r] = await rowsOf<{ unbalanced: string; bad_lots: string; mismatches: string; negative: string }>(
    ctx.db,
    sql`
      select
        (select count(*) from (select tr.id from ledger_transactions tr left join ledger_entries e on e.transaction_id = tr.id
            group by tr.id having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0) x) as unbalanced,
        (select count(*) from (select l.id from coin_lots l left join ledger_entries e on e.lot_id = l.id
            group by l.id, l.amount having coalesce(sum(e.amount), 0) < 0 or coalesce(sum(e.amount), 0) > l.amount) x) as bad_lots,
        (select count(*) from (
            select m.member_id,
              (select coalesce(sum(amount), 0) from ledger_entries where account = 'member_wallet' and member_id = m.member_id) as wallet,
              (select coalesce(sum(e.amount), 0) from coin_lots l join ledger_entries e on e.lot_id = l.id where l.member_id = m.member_id) as lots
            from (select distinct member_id from coin_lots) m) x where wallet <> lots) as mismatches,
        (select count(*) from (select member_id from ledger_entries where account = 'member_wallet' group by member_id having sum(amount) < 0) x) as negative`,
  );
  return { unbalanced: Number(r.unbalanced), badLots: Number(r.bad_lots), walletMismatches: Number(r.mismatches), negativeWallets: Number(r.negative) };
}

export const ledgerIsSound: LedgerCheck = { unbalanced: 0, badLots: 0, walletMismatches: 0, negativeWallets: 0 };
