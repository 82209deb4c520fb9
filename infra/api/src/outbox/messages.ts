/**
 * What may leave through the outbox, and how a change puts it there. `enqueue` runs in the
 * caller's transaction: the message exists exactly when the change that caused it committed.
 * It also raises `pg_notify`, which PostgreSQL delivers only at commit, so a listening
 * dispatcher wakes the moment the row becomes visible (and not before).
 */
import { sql } from 'drizzle-orm';
import type { Notification, OrderAction, ReminderKind } from '@joy/contract';
import type { Database } from '../db/client';
import type { OrderEvent } from '../lib/order-notifications';
import * as t from '../db/schema';

/** The PostgreSQL channel the dispatcher listens on. */
export const OUTBOX_CHANNEL = 'joy_outbox';

/** What a booking e-mail tells: the booking made, a move of lib/order-status.ts, or a change of date, time or party. */
export type BookingMailEvent = OrderEvent | 'changed';

export interface SlotKey {
  date: string;
  time: string;
}

/** Every kind of message with its payload. */
export interface OutboxPayloads {
  /** A member's notification, already written, published on their real-time channel. */
  'notification.publish': { memberId: number; notification: Notification };
  /** A text message to a phone. */
  'sms.send': { phone: string; text: string };
  /** The guest's booking confirmation with the result link; the text is made at dispatch. */
  'sms.booking-created': { orderId: number };
  /**
   * A store's move of a guest's booking (confirm, cancel with its reason, no-show, seated,
   * completed), or the guest's own cancel from the result link, in the contract's status
   * words, with the result link; made at dispatch.
   */
  'sms.booking-moved': { orderId: number; action: OrderAction; reason?: string };
  /**
   * A booking reminder's SMS with the 確認赴約 / 取消訂位 links, made at dispatch; dropped when
   * the booking is no longer ahead or the member has since turned SMS reminders off.
   */
  'sms.booking-reminder': { orderId: number; kind: ReminderKind };
  /**
   * A booking e-mail to the diner's address (the guest's e-mail, or the member's when their
   * record has one), made at dispatch from the order; `reason` is the store's, for store-cancel.
   */
  'mail.booking': { orderId: number; event: BookingMailEvent; reason?: string };
  /** A waitlist hold's SMS with the link to confirm it; not sent once the hold has ended. */
  'sms.waitlist-held': { entryPublicId: string };
  /** The current state of a store's slots, read at dispatch and published on its public channel. */
  'slots.publish': { storeId: number; slots: SlotKey[] };
  /**
   * A booking guarantee's pre-authorisation that got no answer, retried with the guarantee's own
   * gateway key (services/guarantees.ts); the prime is TapPay's one-time token, never card data.
   */
  'guarantee.authorize': { guaranteeId: number; prime: string; cardholder: { name: string; phone: string } };
  /** A settled guarantee's gateway call (release or capture) with the step's key, then the diner is told. */
  'guarantee.settle': { guaranteeId: number; step: 'release' | 'capture' };
}

export type OutboxKind = keyof OutboxPayloads;

export type OutboxMessage = { [K in OutboxKind]: { kind: K; payload: OutboxPayloads[K] } }[OutboxKind];

/** A database or a transaction: anything that can run an insert and a statement. */
export type OutboxWriter = Pick<Database, 'insert' | 'execute'>;

/** Writes the messages in the caller's transaction and wakes the dispatcher at its commit. */
export async function enqueue(tx: OutboxWriter, ...messages: OutboxMessage[]): Promise<void> {
  if (!messages.length) return;
  await tx.insert(t.outbox).values(messages.map((m) => ({ kind: m.kind, payload: m.payload })));
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** The slot event message of one store, keys made unique. */
export function slotsMessage(storeId: number, keys: readonly SlotKey[]): OutboxMessage {
  const slots = [...new Map(keys.map((k) => [`${k.date} ${k.time}`, { date: k.date, time: k.time }])).values()];
  return { kind: 'slots.publish', payload: { storeId, slots } };
}
