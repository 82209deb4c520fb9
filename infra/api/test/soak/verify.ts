/**
 * What must hold in the database after the API was killed, checked against the load
 * journal: every acknowledged booking, change and payment is stored exactly as answered;
 * a refused booking left nothing; an unanswered request either fully happened or not at all
 * (never an order without its notification, a change without its notification, a payment
 * without its ledger entries); no slot holds more seats than it has; the ledger balances.
 * Unanswered requests are then reconciled with what the database holds.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { Journal } from './load';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Verification {
  problems: string[];
  /** Acknowledged requests found stored as answered. */
  verified: number;
  /** Unanswered requests that turned out to have happened / not to have happened. */
  doubtHappened: number;
  doubtNotHappened: number;
}

interface OrderRow {
  id: number;
  store_id: number;
  date: string;
  time: string;
  adult_num: number;
  member_id: number | null;
  guest_phone: string | null;
  status: number;
  idempotency_key: string;
  notes: string | number;
}

export async function verifyAfterCrash(db: Database, journal: Journal): Promise<Verification> {
  const v: Verification = { problems: [], verified: 0, doubtHappened: 0, doubtNotHappened: 0 };
  const keys = journal.bookings.map((b) => b.key);
  const found = new Map<string, OrderRow[]>();
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    const got = await rows<OrderRow>(
      db,
      sql`select o.id, o.store_id, o.date::text as date, o.time, o.adult_num, o.member_id, o.guest_phone, o.status, o.idempotency_key,
            (select count(*) from notifications n where n.order_id = o.id) as notes
          from orders o where o.idempotency_key in ${batch}`,
    );
    for (const r of got) found.set(r.idempotency_key, [...(found.get(r.idempotency_key) ?? []), r]);
  }

  for (const b of journal.bookings) {
    const stored = found.get(b.key) ?? [];
    if (stored.length > 1) v.problems.push(`booking ${b.key}: ${stored.length} orders for one idempotency key`);
    const o = stored[0];
    if (b.outcome === 'refused') {
      if (o) v.problems.push(`booking ${b.key} was refused (${b.httpStatus}) but order ${o.id} exists`);
      continue;
    }
    if (b.outcome === 'doubt') {
      if (o) {
        v.doubtHappened += 1;
        b.outcome = 'acked';
        b.orderId = o.id;
        b.recovered = true;
        journal.orders.set(o.id, { orderId: o.id, memberId: b.memberId, slot: b.slot, party: b.party, status: o.status, changes: 0, doubtTo: null, busy: false });
      } else v.doubtNotHappened += 1;
      if (!o) continue;
    }
    if (!o) {
      v.problems.push(`booking ${b.key} was acknowledged as order ${b.orderId} but is not stored`);
      continue;
    }
    const same = o.id === b.orderId && o.store_id === b.slot.storeId && o.date === b.slot.date && o.time === b.slot.time && o.adult_num === b.party && o.member_id === b.memberId && o.guest_phone === b.guestPhone;
    if (!same) v.problems.push(`booking ${b.key}: stored ${JSON.stringify(o)} differs from what was answered`);
    else v.verified += 1;
  }

  const byId = new Map([...found.values()].flat().map((o) => [o.id, o]));
  for (const track of journal.orders.values()) {
    const o = byId.get(track.orderId);
    if (!o) continue;
    const allowed = track.doubtTo === null ? [track.status] : [track.status, track.doubtTo];
    if (!allowed.includes(o.status)) v.problems.push(`order ${o.id}: status ${o.status}, answered ${track.status}${track.doubtTo === null ? '' : ` (or ${track.doubtTo} in doubt)`}`);
    if (track.doubtTo !== null) {
      if (o.status === track.doubtTo) {
        v.doubtHappened += 1;
        track.changes += 1;
      } else v.doubtNotHappened += 1;
      track.status = o.status;
      track.doubtTo = null;
    } else if (track.changes) v.verified += track.changes;
    // A member's order: 訂位成功, then one notification per change that happened, in its transaction.
    if (track.memberId !== null && Number(o.notes) !== 1 + track.changes) v.problems.push(`order ${o.id}: ${o.notes} notifications for 1 booking + ${track.changes} changes`);
  }

  const [orphans] = await rows<{ n: string }>(db, sql`select count(*) as n from orders o where o.member_id is not null and not exists (select 1 from notifications n where n.order_id = o.id)`);
  if (Number(orphans.n)) v.problems.push(`${orphans.n} member orders without their notification`);
  const over = await rows<{ store_id: number; date: string; time: string; seats: string; capacity: number }>(
    db,
    sql`select o.store_id, o.date::text as date, o.time, sum(o.adult_num + o.child_num) as seats, ss.capacity
        from orders o join store_slots ss on ss.store_id = o.store_id and ss.time = o.time and ss.weekday = extract(dow from o.date)
        where o.status <> 0 group by o.store_id, o.date, o.time, ss.capacity having sum(o.adult_num + o.child_num) > ss.capacity`,
  );
  for (const s of over) v.problems.push(`slot ${s.store_id} ${s.date} ${s.time}: ${s.seats} seats booked of ${s.capacity}`);

  await verifyPayments(db, journal, v);
  return v;
}

async function verifyPayments(db: Database, journal: Journal, v: Verification): Promise<void> {
  const keys = journal.payments.map((p) => p.key);
  const stored = new Map<string, { id: number; member_id: number; amount: number }[]>();
  for (let i = 0; i < keys.length; i += 500) {
    const got = await rows<{ id: number; member_id: number; amount: number; idempotency_key: string }>(db, sql`select id, member_id, amount, idempotency_key from pay_logs where idempotency_key in ${keys.slice(i, i + 500)}`);
    for (const r of got) stored.set(r.idempotency_key, [...(stored.get(r.idempotency_key) ?? []), r]);
  }
  for (const p of journal.payments) {
    const s = stored.get(p.key) ?? [];
    if (s.length > 1) v.problems.push(`payment ${p.key}: ${s.length} pay logs for one idempotency key`);
    if (p.outcome === 'refused') {
      if (s.length) v.problems.push(`payment ${p.key} was refused but pay log ${s[0].id} exists`);
    } else if (p.outcome === 'doubt') {
      if (s.length) {
        v.doubtHappened += 1;
        p.outcome = 'acked';
        p.payLogId = s[0].id;
        p.recovered = true;
      } else v.doubtNotHappened += 1;
    } else if (!s.length) v.problems.push(`payment ${p.key} was acknowledged as pay log ${p.payLogId} but is not stored`);
    else if (s[0].id !== p.payLogId || s[0].member_id !== p.memberId || Number(s[0].amount) !== p.amount) v.problems.push(`payment ${p.key}: stored ${JSON.stringify(s[0])} differs from what was answered`);
    else v.verified += 1;
  }
  // The ledger's own invariants (as test/helpers/coins.ts checkLedger states them): balanced
  // transactions, lots within their amount, wallets equal to their lots and never negative.
  const [l] = await rows<{ unbalanced: string; bad_lots: string; mismatches: string; negative: string; unpaid: string }>(
    db,
    sql`select
      (select count(*) from (select tr.id from ledger_transactions tr left join ledger_entries e on e.transaction_id = tr.id
          group by tr.id having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0) x) as unbalanced,
      (select count(*) from (select l.id from coin_lots l left join ledger_entries e on e.lot_id = l.id
          group by l.id, l.amount having coalesce(sum(e.amount), 0) < 0 or coalesce(sum(e.amount), 0) > l.amount) x) as bad_lots,
      (select count(*) from (select m.member_id,
          (select coalesce(sum(amount), 0) from ledger_entries where account = 'member_wallet' and member_id = m.member_id) as wallet,
          (select coalesce(sum(e.amount), 0) from coin_lots l join ledger_entries e on e.lot_id = l.id where l.member_id = m.member_id) as lots
        from (select distinct member_id from coin_lots) m) x where wallet <> lots) as mismatches,
      (select count(*) from (select member_id from ledger_entries where account = 'member_wallet' group by member_id having sum(amount) < 0) x) as negative,
      (select count(*) from pay_logs p where p.reward_coins > 0 and not exists (select 1 from ledger_transactions tr join coin_lots l on l.transaction_id = tr.id where tr.pay_log_id = p.id)) as unpaid`,
  );
  if (Number(l.unbalanced)) v.problems.push(`${l.unbalanced} ledger transactions do not balance`);
  if (Number(l.bad_lots)) v.problems.push(`${l.bad_lots} coin lots outside their bounds`);
  if (Number(l.mismatches)) v.problems.push(`${l.mismatches} wallets differ from their lots`);
  if (Number(l.negative)) v.problems.push(`${l.negative} negative wallets`);
  if (Number(l.unpaid)) v.problems.push(`${l.unpaid} rewarded payments without their coin lot`);
}
