/**
 * The angel (joy dealer) programme (§1, §6): joining, the downline, the monthly earnings and
 * their withdrawal.
 *
 * Downline: a member's level-1 children are the members registered with their invite code
 * (`from_invite_code`), level 2 those children's children, and so on to level 7; a member
 * reachable on two levels counts on the nearer one.
 *
 * Earnings (NT$ cents), written by the angel-bonus job for each finished Taipei month:
 * - angel_bonus: per level 1–7, 0.1% of the cash (amount − coins used) of the paid payments
 *   (pay_logs status 1) the level's members made in that month — one row per level, zero
 *   included, so a month is done for a dealer once its rows exist;
 * - store_profit: per referred store, 1‰ of the store's paid revenue in that month.
 * The unique index (dealer, kind, month, level, store) makes a second run write nothing.
 *
 * Withdrawals (NT$, whole) go to the dealer's own dealer bank account and hold their amount
 * against the kind's balance unless they failed; they run under the dealer's lock (advisory
 * class 7201), so two withdrawals of the last NT$ queue behind each other.
 *
 * Joining, withdrawing and the month-end batch are the dealer service's (services/dealers.ts),
 * in one transaction each; here are the queries it runs there. Nothing here opens a transaction.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ANGEL_BONUS_LEVELS,
  ANGEL_BONUS_PER_MILLE,
  ANGEL_GRADE_ID,
  perMilleCents,
  STORE_PROFIT_PER_MILLE,
  VIP_GRADE_ID,
  type DealerBalance,
  type DealerData,
  type DealerWithdrawRecord,
  type DividendRecord,
  type InviteChild,
  type OrganizeNode,
  type OrganizeReply,
  type Paged,
  type RecommendStoreRecord,
  type ShareProfitRecord,
  type StaffDealerWithdrawal,
} from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';
import { maskName } from './comments';
import { allowanceOf, taipeiYear } from './dealer-coupons';

export const DEALER_LOCK = 7201;
export type EarningKind = 'angel_bonus' | 'store_profit';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(tx: Pick<Executor, 'execute'>, query: Parameters<Executor['execute']>[0]): Promise<T[]> => ((await tx.execute(query)) as unknown as Rows<T>).rows;


/** The downline of a member to seven levels: id and nearest level. */
function downlineSql(memberId: number) {
  return sql`
    with recursive tree(id, invite_code, level) as (
      select c.id, c.invite_code, 1 from members c
        where c.from_invite_code = (select invite_code from members where id = ${memberId}) and c.id <> ${memberId}
      union all
      select c.id, c.invite_code, tree.level + 1 from members c join tree on c.from_invite_code = tree.invite_code
        where tree.level < ${ANGEL_BONUS_LEVELS} and c.id <> ${memberId}
    )
    select id, min(level)::int as level from tree group by id`;
}

export async function levelCounts(tx: Pick<Executor, 'execute'>, memberId: number): Promise<{ level: number; count: number }[]> {
  const rows = await rowsOf<{ level: number; n: string | number }>(tx, sql`select level, count(*) as n from (${downlineSql(memberId)}) d group by level order by level`);
  const byLevel = new Map(rows.map((r) => [Number(r.level), Number(r.n)]));
  return Array.from({ length: ANGEL_BONUS_LEVELS }, (_, i) => ({ level: i + 1, count: byLevel.get(i + 1) ?? 0 }));
}

/** Taipei month bounds as timestamps: [first instant, first instant of the next month). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, mo] = month.split('-').map(Number);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { start: new Date(`${month}-01T00:00:00+08:00`), end: new Date(`${next}-01T00:00:00+08:00`) };
}

/** Writes one dealer's angel bonus rows for a month (levels 1–7, zero included); nothing when already written. */
export async function writeAngelBonus(tx: Executor, dealerId: number, month: string): Promise<number> {
  const rows = await rowsOf<{ level: number; base: string | number; n: string | number }>(
    tx,
    sql`select d.level, coalesce(sum(p.amount - p.coins_used), 0) as base, count(p.id) as n
        from (${downlineSql(dealerId)}) d join pay_logs p on p.member_id = d.id and p.month = ${month} and p.status = 1
        group by d.level`,
  );
  const byLevel = new Map(rows.map((r) => [Number(r.level), { base: Number(r.base), n: Number(r.n) }]));
  const values = Array.from({ length: ANGEL_BONUS_LEVELS }, (_, i) => {
    const got = byLevel.get(i + 1) ?? { base: 0, n: 0 };
    return { dealerMemberId: dealerId, kind: 'angel_bonus', month, level: i + 1, storeId: 0, baseAmount: got.base, payments: got.n, amountCents: perMilleCents(got.base, ANGEL_BONUS_PER_MILLE) };
  });
  const written = await tx.insert(t.dealerEarnings).values(values).onConflictDoNothing().returning({ id: t.dealerEarnings.id });
  return written.length;
}

/** Writes a referred store's profit row for a month; nothing when already written. */
export async function writeStoreProfit(tx: Executor, dealerId: number, storeId: number, month: string): Promise<number> {
  const [r] = await rowsOf<{ base: string | number; n: string | number }>(
    tx,
    sql`select coalesce(sum(amount), 0) as base, count(*) as n from pay_logs where store_id = ${storeId} and month = ${month} and status = 1`,
  );
  const base = Number(r?.base ?? 0);
  const written = await tx
    .insert(t.dealerEarnings)
    .values({ dealerMemberId: dealerId, kind: 'store_profit', month, level: 0, storeId, baseAmount: base, payments: Number(r?.n ?? 0), amountCents: perMilleCents(base, STORE_PROFIT_PER_MILLE) })
    .onConflictDoNothing()
    .returning({ id: t.dealerEarnings.id });
  return written.length;
}

/** Dealers who joined before `month` ended and have no angel bonus rows for it, by id. */
export async function dealersWithoutBonus(tx: Executor, month: string, limit: number): Promise<{ id: number }[]> {
  const { end } = monthBounds(month);
  return rowsOf<{ id: number }>(
    tx,
    sql`select d.member_id as id from dealers d where d.joined_at < ${end.toISOString()}
          and not exists (select 1 from dealer_earnings e where e.dealer_member_id = d.member_id and e.kind = 'angel_bonus' and e.month = ${month})
        order by d.member_id limit ${limit}`,
  );
}

/** Stores referred before `month` ended without a profit row for it, in referral order. */
export async function storesWithoutProfit(tx: Executor, month: string, limit: number): Promise<{ dealer: number; store: number }[]> {
  const { end } = monthBounds(month);
  return rowsOf<{ dealer: number; store: number }>(
    tx,
    sql`select r.dealer_member_id as dealer, r.store_id as store from recommended_stores r where r.created_at < ${end.toISOString()}
          and not exists (select 1 from dealer_earnings e where e.dealer_member_id = r.dealer_member_id and e.kind = 'store_profit' and e.month = ${month} and e.store_id = r.store_id)
        order by r.id limit ${limit}`,
  );
}

async function lockDealer(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEALER_LOCK}::int, ${memberId}::int)`);
}

async function balanceOf(tx: Pick<Executor, 'execute'>, memberId: number, kind: EarningKind): Promise<DealerBalance> {
  const [r] = await rowsOf<{ earned: string | number; withdrawn: string | number }>(
    tx,
    sql`select (select coalesce(sum(amount_cents), 0) from dealer_earnings where dealer_member_id = ${memberId} and kind = ${kind}) as earned,
               (select coalesce(sum(amount), 0) from dealer_withdrawals where dealer_member_id = ${memberId} and kind = ${kind} and status <> 'failed') as withdrawn`,
  );
  const earned = Number(r.earned);
  const withdrawn = Number(r.withdrawn) * 100;
  return { earned: earned / 100, withdrawn: withdrawn / 100, available: Math.floor((earned - withdrawn) / 100) };
}

const toWithdrawRecord = (w: typeof t.dealerWithdrawals.$inferSelect, bankName: string, accountNumber: string): DealerWithdrawRecord => ({
  id: w.id,
  amount: w.amount,
  status: w.status as DealerWithdrawRecord['status'],
  bank_name: bankName,
  account_last4: accountNumber.slice(-4),
  created_at: w.createdAt.toISOString(),
});

const staffRows = (db: Database) =>
  db
    .select({ w: t.dealerWithdrawals, bank: t.banks.name, b: t.memberBanks })
    .from(t.dealerWithdrawals)
    .innerJoin(t.memberBanks, eq(t.memberBanks.id, t.dealerWithdrawals.memberBankId))
    .innerJoin(t.banks, eq(t.banks.code, t.memberBanks.bankCode));

const toStaff = (r: { w: typeof t.dealerWithdrawals.$inferSelect; bank: string; b: typeof t.memberBanks.$inferSelect }): StaffDealerWithdrawal => ({
  ...toWithdrawRecord(r.w, r.bank, r.b.accountNumber),
  dealer_member_id: r.w.dealerMemberId,
  kind: r.w.kind as EarningKind,
  bank_code: r.b.bankCode,
  branch: r.b.branch,
  account_name: r.b.accountName,
  account_number: r.b.accountNumber,
});

export function createDealerRepository(db: Database) {
  const isDealer = async (memberId: number): Promise<boolean> => {
    const [row] = await db.select({ id: t.dealers.memberId }).from(t.dealers).where(eq(t.dealers.memberId, memberId));
    return Boolean(row);
  };

  return {
    isDealer,

    /** Takes the dealer's lock (withdrawals queue behind it) until the transaction ends. */
    lock: lockDealer,

    /** Makes the member a joy dealer; false when they already are one. */
    async add(tx: Executor, dealer: { memberId: number; chargePlanId: number; receiver: string; receiverPhone: string; receiverAddress: string; joinedAt: Date }): Promise<boolean> {
      const inserted = await tx.insert(t.dealers).values(dealer).onConflictDoNothing().returning({ id: t.dealers.memberId });
      return inserted.length > 0;
    },

    /** The member's grade becomes the angel grade (4). */
    async makeAngel(tx: Executor, memberId: number, now: Date): Promise<void> {
      await tx.update(t.members).set({ memberGradeId: ANGEL_GRADE_ID, updatedAt: now }).where(eq(t.members.id, memberId));
    },

    /** The dealer's own live dealer bank account, or null. */
    async payoutBank(executor: Executor, memberId: number, memberBankId: number): Promise<{ id: number; name: string; account: string } | null> {
      const [bank] = await executor
        .select({ id: t.memberBanks.id, name: t.banks.name, account: t.memberBanks.accountNumber })
        .from(t.memberBanks)
        .innerJoin(t.banks, eq(t.banks.code, t.memberBanks.bankCode))
        .where(and(eq(t.memberBanks.id, memberBankId), eq(t.memberBanks.memberId, memberId), eq(t.memberBanks.source, 'dealer'), isNull(t.memberBanks.deletedAt)));
      return bank ?? null;
    },

    /** What the dealer earned of a kind, withdrew (failed withdrawals excepted) and can still withdraw. */
    balance: (executor: Executor, memberId: number, kind: EarningKind) => balanceOf(executor, memberId, kind),

    /** Writes a pending withdrawal to `bank`; returns it as the dealer reads it. */
    async addWithdrawal(tx: Executor, w: { memberId: number; kind: EarningKind; amount: number; now: Date }, bank: { id: number; name: string; account: string }): Promise<DealerWithdrawRecord> {
      const [row] = await tx.insert(t.dealerWithdrawals).values({ dealerMemberId: w.memberId, memberBankId: bank.id, kind: w.kind, amount: w.amount, createdAt: w.now }).returning();
      return toWithdrawRecord(row, bank.name, bank.account);
    },

    /** GET /v2/memberDealer: the plan of any member, and the dealer's figures for joy dealers. */
    async data(memberId: number, grade: number, subscription: DealerData['subscription'], now = new Date()): Promise<DealerData> {
      const [dealer] = await db.select().from(t.dealers).where(eq(t.dealers.memberId, memberId));
      const base = {
        member_grade_id: grade,
        is_joy_dealer: Boolean(dealer),
        subscription_program_id: subscription.status === 'active' ? subscription.program_id : null,
        next_subscription_program_id: subscription.status === 'active' && !subscription.cancel_at_period_end ? (subscription.next_program_id ?? subscription.program_id) : null,
        program_name: subscription.status === 'active' ? subscription.program_name : null,
        subscription,
      };
      if (!dealer) return { ...base, dealer: null };
      const levels = await levelCounts(db, memberId);
      const [stores] = await db.select({ n: count() }).from(t.recommendedStores).where(eq(t.recommendedStores.dealerMemberId, memberId));
      return {
        ...base,
        dealer: {
          joined_at: dealer.joinedAt.toISOString(),
          children_total: levels.reduce((sum, l) => sum + l.count, 0),
          levels,
          angel_bonus: await balanceOf(db, memberId, 'angel_bonus'),
          store_profit: await balanceOf(db, memberId, 'store_profit'),
          recommended_stores: Number(stores?.n ?? 0),
          year_coin: await allowanceOf(db, memberId, taipeiYear(now)),
        },
      };
    },

    async children(memberId: number, level: number, page: PageRequest): Promise<Paged<InviteChild>> {
      const rows = await rowsOf<{ id: number; name: string; grade: number; created_at: string | Date; total: string | number }>(
        db,
        sql`select m.id, m.name, m.member_grade_id as grade, m.created_at, count(*) over () as total
            from (${downlineSql(memberId)}) d join members m on m.id = d.id
            where d.level = ${level} and m.deleted_at is null
            order by m.created_at desc, m.id desc limit ${page.perPage} offset ${page.offset}`,
      );
      const data = rows.map((r) => ({ id: r.id, name: maskName(r.name), level, is_vip: r.grade >= VIP_GRADE_ID, joined_at: new Date(r.created_at).toISOString() }));
      return paged(data, Number(rows[0]?.total ?? 0), page);
    },

    /** Counts per level and the first three levels as a tree (at most 300 nodes). */
    async organize(memberId: number): Promise<OrganizeReply> {
      const rows = await rowsOf<{ id: number; name: string; grade: number; level: number; parent: number | null }>(
        db,
        sql`select m.id, m.name, m.member_grade_id as grade, d.level, p.id as parent
            from (${downlineSql(memberId)}) d join members m on m.id = d.id
            left join members p on p.invite_code = m.from_invite_code
            where d.level <= 3 and m.deleted_at is null order by d.level, m.id limit 300`,
      );
      const nodes = new Map<number, OrganizeNode>();
      const roots: OrganizeNode[] = [];
      for (const r of rows) {
        const node: OrganizeNode = { id: r.id, name: maskName(r.name), level: r.level, is_vip: r.grade >= VIP_GRADE_ID, children: [] };
        nodes.set(r.id, node);
        const parent = r.level > 1 && r.parent !== null ? nodes.get(r.parent) : undefined;
        if (parent) parent.children.push(node);
        else if (r.level === 1) roots.push(node);
      }
      return { levels: await levelCounts(db, memberId), tree: roots };
    },

    async dividends(memberId: number, page: PageRequest): Promise<Paged<DividendRecord>> {
      const where = and(eq(t.dealerEarnings.dealerMemberId, memberId), eq(t.dealerEarnings.kind, 'angel_bonus'), sql`${t.dealerEarnings.payments} > 0`);
      const [total] = await db.select({ n: count() }).from(t.dealerEarnings).where(where);
      const rows = await db.select().from(t.dealerEarnings).where(where).orderBy(desc(t.dealerEarnings.month), t.dealerEarnings.level).limit(page.perPage).offset(page.offset);
      const data = rows.map((r) => ({ id: r.id, month: r.month, level: r.level, base_amount: r.baseAmount, payments: r.payments, amount: r.amountCents / 100, created_at: r.createdAt.toISOString() }));
      return paged(data, Number(total?.n ?? 0), page);
    },

    async shareProfits(memberId: number, page: PageRequest): Promise<Paged<ShareProfitRecord>> {
      const where = and(eq(t.dealerEarnings.dealerMemberId, memberId), eq(t.dealerEarnings.kind, 'store_profit'));
      const [total] = await db.select({ n: count() }).from(t.dealerEarnings).where(where);
      const rows = await db
        .select({ e: t.dealerEarnings, name: t.stores.name })
        .from(t.dealerEarnings)
        .innerJoin(t.stores, eq(t.stores.id, t.dealerEarnings.storeId))
        .where(where)
        .orderBy(desc(t.dealerEarnings.month), desc(t.dealerEarnings.id))
        .limit(page.perPage)
        .offset(page.offset);
      const data = rows.map(({ e, name }) => ({ id: e.id, month: e.month, store_id: e.storeId, store_name: name, base_amount: e.baseAmount, amount: e.amountCents / 100, created_at: e.createdAt.toISOString() }));
      return paged(data, Number(total?.n ?? 0), page);
    },

    async withdrawRecords(memberId: number, kind: EarningKind, page: PageRequest): Promise<Paged<DealerWithdrawRecord>> {
      const where = and(eq(t.dealerWithdrawals.dealerMemberId, memberId), eq(t.dealerWithdrawals.kind, kind));
      const [total] = await db.select({ n: count() }).from(t.dealerWithdrawals).where(where);
      const rows = await db
        .select({ w: t.dealerWithdrawals, bank: t.banks.name, account: t.memberBanks.accountNumber })
        .from(t.dealerWithdrawals)
        .innerJoin(t.memberBanks, eq(t.memberBanks.id, t.dealerWithdrawals.memberBankId))
        .innerJoin(t.banks, eq(t.banks.code, t.memberBanks.bankCode))
        .where(where)
        .orderBy(desc(t.dealerWithdrawals.createdAt), desc(t.dealerWithdrawals.id))
        .limit(page.perPage)
        .offset(page.offset);
      return paged(rows.map((r) => toWithdrawRecord(r.w, r.bank, r.account)), Number(total?.n ?? 0), page);
    },

    async recommendedStores(memberId: number, page: PageRequest): Promise<Paged<RecommendStoreRecord>> {
      const where = eq(t.recommendedStores.dealerMemberId, memberId);
      const [total] = await db.select({ n: count() }).from(t.recommendedStores).where(where);
      const rows = await db
        .select({ r: t.recommendedStores, name: t.stores.name })
        .from(t.recommendedStores)
        .innerJoin(t.stores, eq(t.stores.id, t.recommendedStores.storeId))
        .where(where)
        .orderBy(desc(t.recommendedStores.createdAt), desc(t.recommendedStores.id))
        .limit(page.perPage)
        .offset(page.offset);
      return paged(rows.map(({ r, name }) => ({ id: r.id, store_id: r.storeId, store_name: name, created_at: r.createdAt.toISOString() })), Number(total?.n ?? 0), page);
    },

    /** Refers a store: one referrer per store. */
    async recommend(memberId: number, storeId: number, now: Date): Promise<RecommendStoreRecord | 'store-not-found' | 'taken'> {
      const [store] = await db.select({ id: t.stores.id, name: t.stores.name }).from(t.stores).where(eq(t.stores.id, storeId));
      if (!store) return 'store-not-found';
      const [row] = await db.insert(t.recommendedStores).values({ dealerMemberId: memberId, storeId, createdAt: now }).onConflictDoNothing().returning();
      if (!row) return 'taken';
      return { id: row.id, store_id: store.id, store_name: store.name, created_at: row.createdAt.toISOString() };
    },

    /** Staff's queue by status, oldest first, with the full account for the transfer. */
    async staffList(status: DealerWithdrawRecord['status'], page: PageRequest): Promise<Paged<StaffDealerWithdrawal>> {
      const where = eq(t.dealerWithdrawals.status, status);
      const [total] = await db.select({ n: count() }).from(t.dealerWithdrawals).where(where);
      const rows = await staffRows(db).where(where).orderBy(t.dealerWithdrawals.createdAt, t.dealerWithdrawals.id).limit(page.perPage).offset(page.offset);
      return paged(rows.map(toStaff), Number(total?.n ?? 0), page);
    },

    /** pending → success (paid) or failed (the amount counts in the balance again); null when not pending or unknown. */
    async settle(id: number, to: 'success' | 'failed', now: Date): Promise<StaffDealerWithdrawal | null> {
      const [row] = await db
        .update(t.dealerWithdrawals)
        .set({ status: to, completedAt: now })
        .where(and(eq(t.dealerWithdrawals.id, id), eq(t.dealerWithdrawals.status, 'pending')))
        .returning({ id: t.dealerWithdrawals.id });
      if (!row) return null;
      const [full] = await staffRows(db).where(eq(t.dealerWithdrawals.id, id));
      return toStaff(full);
    },
  };
}

export type DealerRepository = ReturnType<typeof createDealerRepository>;

/** The previous Taipei month of `now` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
