/**
 * Booking and partner load against a running API, with a journal of every request and how
 * it ended: acknowledged (a success reply arrived), refused (a refusal arrived), or in doubt
 * (the connection died first — the process was killed). Each order is driven by one request
 * at a time, so at most one change of an order is ever in doubt, and the verifier can tell
 * exactly which states are allowed after a crash.
 */
import crypto from 'node:crypto';
import { computeSignature, devPartnerCredential } from '../../src/lib/partner-signature';

export interface SlotRef {
  storeId: number;
  date: string;
  time: string;
  capacity: number;
}

export interface Fixture {
  members: { id: number; token: string; payCode: string }[];
  slots: SlotRef[];
  payStoreId: number;
}

export type Outcome = 'acked' | 'refused' | 'doubt';

export interface BookingEntry {
  key: string;
  memberId: number | null;
  guestPhone: string | null;
  slot: SlotRef;
  party: number;
  outcome: Outcome;
  httpStatus?: number;
  orderId?: number;
  /** Unanswered, then found stored after the crash: sent again, it must come back the same. */
  recovered?: boolean;
}

export interface OrderTrack {
  orderId: number;
  memberId: number | null;
  slot: SlotRef;
  party: number;
  /** The status after the last acknowledged change. */
  status: number;
  /** Acknowledged changes after the booking. */
  changes: number;
  /** The status an unanswered change would have set (reconciled after the crash). */
  doubtTo: number | null;
  busy: boolean;
}

export interface PaymentEntry {
  key: string;
  memberId: number;
  amount: number;
  outcome: Outcome;
  payLogId?: number;
  recovered?: boolean;
}

export interface Journal {
  bookings: BookingEntry[];
  orders: Map<number, OrderTrack>;
  payments: PaymentEntry[];
  sent: number;
  acked: number;
  refused: number;
  doubt: number;
  /** Replies that were neither the expected success nor an expected refusal. */
  unexpected: string[];
}

export const newJournal = (): Journal => ({ bookings: [], orders: new Map(), payments: [], sent: 0, acked: 0, refused: 0, doubt: 0, unexpected: [] });

let nonce = 0;
let phoneSeq = 0;

function partnerHeaders(storeId: number, method: string, path: string, body: string): Record<string, string> {
  const { keyId, secret } = devPartnerCredential(storeId);
  const ts = String(Math.floor(Date.now() / 1000));
  return { 'x-joy-key': keyId, 'x-joy-timestamp': ts, 'x-joy-signature': computeSignature(secret, ts, method, path, body), 'content-type': 'application/json' };
}

interface Reply {
  status: number;
  body: { code: number; return: Record<string, unknown> | null; msg: string };
}

/** One request; null when no reply arrived (connection reset, refused: the process is gone). */
async function send(url: string, method: string, path: string, payload: unknown, headers: Record<string, string>): Promise<Reply | null> {
  try {
    const res = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  } catch {
    return null;
  }
}

export class LoadDriver {
  constructor(
    private readonly fixture: Fixture,
    readonly journal: Journal,
    private readonly rand: () => number,
  ) {}

  private pick<T>(items: T[]): T {
    return items[Math.floor(this.rand() * items.length)];
  }

  private count(reply: Reply | null, ok: boolean): Outcome {
    this.journal.sent += 1;
    if (!reply) {
      this.journal.doubt += 1;
      return 'doubt';
    }
    if (ok) this.journal.acked += 1;
    else this.journal.refused += 1;
    return ok ? 'acked' : 'refused';
  }

  /** A booking, member or guest, with its own idempotency key (resubmitted as is after a crash). */
  async book(url: string, entry?: BookingEntry): Promise<void> {
    const member = this.rand() < 0.6 ? this.pick(this.fixture.members) : null;
    const e: BookingEntry = entry ?? {
      key: `soak-${crypto.randomUUID()}`,
      memberId: member?.id ?? null,
      guestPhone: member ? null : `09${String(70_000_000 + (phoneSeq += 1)).slice(-8)}`,
      slot: this.pick(this.fixture.slots),
      party: 1 + Math.floor(this.rand() * 3),
      outcome: 'doubt',
    };
    const token = e.memberId === null ? null : this.fixture.members.find((m) => m.id === e.memberId)?.token;
    const body: Record<string, unknown> = { store_id: e.slot.storeId, date: e.slot.date, time: e.slot.time, adult_num: e.party, child_num: 0, note: '壓力測試', idempotency_key: e.key };
    if (e.guestPhone) Object.assign(body, { name: '陳測試', gender: 1, email: 'soak@example.com', phone: e.guestPhone });
    const reply = await send(url, 'POST', '/v2/order', body, token ? { authorization: `Bearer ${token}` } : {});
    const ok = reply?.status === 200;
    if (reply && !ok && reply.status !== 409) this.journal.unexpected.push(`booking ${reply.status} ${reply.body.msg}`);
    e.outcome = this.count(reply, ok);
    e.httpStatus = reply?.status;
    if (ok) {
      e.orderId = Number(reply.body.return?.order_id);
      if (!this.journal.orders.has(e.orderId)) {
        this.journal.orders.set(e.orderId, { orderId: e.orderId, memberId: e.memberId, slot: e.slot, party: e.party, status: 1, changes: 0, doubtTo: null, busy: false });
      }
    }
    if (!entry) this.journal.bookings.push(e);
  }

  /** Keep or cancel by the member, or confirm or cancel by the store, of an order nobody else is changing. */
  async change(url: string): Promise<void> {
    const candidates = [...this.journal.orders.values()].filter((o) => !o.busy && o.doubtTo === null && [1, 2, 4].includes(o.status));
    if (!candidates.length) return this.book(url);
    const order = this.pick(candidates);
    order.busy = true;
    let reply: Reply | null;
    let to: number;
    if (order.memberId !== null && this.rand() < 0.5) {
      to = order.status === 4 || this.rand() < 0.4 ? 0 : 4;
      const token = this.fixture.members.find((m) => m.id === order.memberId)?.token as string;
      reply = await send(url, 'PUT', '/v2/order', { order_id: order.orderId, status: to }, { authorization: `Bearer ${token}` });
    } else {
      const move = order.status === 1 && this.rand() < 0.7 ? 'confirm' : 'cancel';
      to = move === 'confirm' ? 2 : 0;
      const path = `/partner/v1/orders/${order.orderId}/${move}?n=${(nonce += 1)}`;
      const body = move === 'cancel' ? JSON.stringify({ reason: '壓力測試' }) : '';
      reply = await send(url, 'POST', path, body ? JSON.parse(body) : undefined, partnerHeaders(order.slot.storeId, 'POST', path, body));
    }
    const ok = reply?.status === 200;
    if (reply && !ok) this.journal.unexpected.push(`order ${order.orderId} ${order.status}→${to}: ${reply.status} ${reply.body.msg}`);
    const outcome = this.count(reply, ok);
    if (outcome === 'acked') {
      order.status = to;
      order.changes += 1;
    } else if (outcome === 'doubt') order.doubtTo = to;
    order.busy = false;
  }

  /** A payment at the counter of the pay store, by a member's pay code. */
  async pay(url: string, entry?: PaymentEntry): Promise<void> {
    const member = entry ? (this.fixture.members.find((m) => m.id === entry.memberId) as Fixture['members'][number]) : this.pick(this.fixture.members);
    const e: PaymentEntry = entry ?? { key: `soak-pay-${crypto.randomUUID()}`, memberId: member.id, amount: 100 + Math.floor(this.rand() * 900), outcome: 'doubt' };
    const path = `/partner/v1/payments?n=${(nonce += 1)}`;
    const body = JSON.stringify({ member_code: member.payCode, amount: e.amount, coins: 0, idempotency_key: e.key });
    const reply = await send(url, 'POST', path, JSON.parse(body), partnerHeaders(this.fixture.payStoreId, 'POST', path, body));
    const ok = reply?.status === 200;
    if (reply && !ok) this.journal.unexpected.push(`payment ${reply.status} ${reply.body.msg}`);
    e.outcome = this.count(reply, ok);
    if (ok) e.payLogId = Number(reply.body.return?.id);
    if (!entry) this.journal.payments.push(e);
  }

  /** `workers` loops of mixed requests until `stop()` resolves. */
  async run(url: string, workers: number, stop: Promise<void>): Promise<void> {
    let stopped = false;
    void stop.then(() => {
      stopped = true;
    });
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (!stopped) {
          const r = this.rand();
          if (r < 0.5) await this.book(url);
          else if (r < 0.8) await this.change(url);
          else await this.pay(url);
        }
      }),
    );
  }
}
