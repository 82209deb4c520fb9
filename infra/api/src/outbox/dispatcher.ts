/**
 * The outbox dispatcher. Strategy: claim a batch of due messages in one statement
 * (`FOR UPDATE SKIP LOCKED`, so several instances never claim the same row) that also moves
 * each row's `available_at` forward by a lease; hand each to its handler; mark it sent, or
 * schedule a retry with exponential backoff, or dead-letter it after the last attempt (at
 * once when the handler's failure is permanent) with the reason. A process killed
 * mid-dispatch leaves its claimed rows to come due again when the lease ends, so delivery is
 * at least once: handlers get the message id to make it exactly once where the far side can
 * (the local SMS outbox keys on it).
 * Wake-ups: `kick()` (the LISTEN callback at every commit that enqueued, see ./listen.ts) and
 * a poll timer for retries and anything a missed notification left behind.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { isPermanentFailure } from '../lib/permanent-failure';
import type { OutboxKind, OutboxPayloads } from './messages';

export interface DeliveryContext {
  /** Stable across redeliveries of the same message: the adapters' idempotency key. */
  messageId: string;
  attempt: number;
}

export type OutboxHandlers = { [K in OutboxKind]: (payload: OutboxPayloads[K], context: DeliveryContext) => Promise<void> };

export interface DispatcherOptions {
  db: Database;
  log: FastifyBaseLogger;
  handlers: OutboxHandlers;
  /** Rows claimed per statement. */
  batchSize?: number;
  /** How long a claimed message is not claimed again (a crashed claimer's messages come back after it). */
  leaseMs?: number;
  /** The fallback poll for retries and missed wake-ups. */
  pollMs?: number;
  /** The first retry's delay; each further one doubles, up to maxDelayMs. */
  retryBaseMs?: number;
  maxDelayMs?: number;
  /** Attempts before a message is dead-lettered. */
  maxAttempts?: number;
}

interface Claimed {
  id: number;
  message_id: string;
  kind: OutboxKind;
  payload: unknown;
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped, ±20% jitter. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

export class OutboxDispatcher {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly handlers: OutboxHandlers;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly maxDelayMs: number;
  readonly maxAttempts: number;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: DispatcherOptions) {
    this.db = options.db;
    this.log = options.log;
    this.handlers = options.handlers;
    this.batchSize = options.batchSize ?? 50;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.retryBaseMs = options.retryBaseMs ?? 2_000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 8;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops the poll and waits for the batch in hand; what is left stays pending for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Dispatch now: runs at once, or once more after the run in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilIdle()
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox dispatch failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Dispatches until nothing is due (tests; a manual flush). Returns how many were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      // A run the LISTEN wake-up started may hold claimed messages: they are done when it ends.
      await this.running;
      const n = await this.dispatchBatch();
      handled += n;
      if (n === 0 && !this.running) return handled;
    }
  }

  private async runUntilIdle(): Promise<void> {
    while (!this.stopped && (await this.dispatchBatch()) === this.batchSize);
  }

  /** Claims one batch and handles it; returns how many were claimed. */
  async dispatchBatch(): Promise<number> {
    const claimed = rowsOf<Claimed>(
      await this.db.execute(sql`
        update outbox o
           set attempts = o.attempts + 1,
               available_at = now() + make_interval(secs => ${this.leaseMs / 1000})
          from (select id from outbox
                 where status = 'pending' and available_at <= now()
                 order by available_at, id
                 limit ${this.batchSize}
                 for update skip locked) due
         where o.id = due.id
        returning o.id, o.message_id, o.kind, o.payload, o.attempts`),
    ).sort((a, b) => a.id - b.id);
    for (const message of claimed) await this.deliver(message);
    return claimed.length;
  }

  private async deliver(message: Claimed): Promise<void> {
    const handler = this.handlers[message.kind] as ((payload: unknown, context: DeliveryContext) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for outbox kind ${message.kind}`);
      await handler(message.payload, { messageId: message.message_id, attempt: message.attempts });
      await this.db.execute(sql`update outbox set status = 'sent', done_at = now(), last_error = null where id = ${message.id}`);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      // A permanent failure (lib/permanent-failure.ts) would fail the same way every time.
      const dead = message.attempts >= this.maxAttempts || isPermanentFailure(error);
      const delay = backoffMs(message.attempts, this.retryBaseMs, this.maxDelayMs);
      await this.db.execute(sql`
        update outbox
           set status = ${dead ? 'dead' : 'pending'},
               available_at = now() + make_interval(secs => ${delay / 1000}),
               last_error = ${reason},
               done_at = ${dead ? sql`now()` : null}
         where id = ${message.id}`);
      const fields = { messageId: message.message_id, kind: message.kind, attempt: message.attempts, reason };
      if (dead) this.log.error(fields, 'outbox message dead-lettered');
      else this.log.warn({ ...fields, retryInMs: delay }, 'outbox delivery failed; will retry');
    }
  }
}
