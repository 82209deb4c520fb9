/**
 * A small in-process job runner. Every instance of the API runs the same timers; a job's
 * run takes a PostgreSQL advisory lock (`pg_try_advisory_xact_lock`, class 7100, the job's
 * key) in the transaction it works in, so with several instances one runs it and the others
 * skip that tick. A run works in bounded batches (each its own transaction, lock retaken),
 * so no transaction holds member locks for long. Runs never overlap within a process, and a
 * failed run is logged and retried on the next tick.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Tx } from '../ledger/ledger';

export const JOB_LOCK_CLASS = 7100;

export interface Job {
  name: string;
  /** The advisory lock key (unique per job). */
  lockKey: number;
  everyMs: number;
  /**
   * One batch inside the locked transaction; `done` false asks for another batch now.
   * `after` runs once the batch has committed (texts, real-time events); its failure is logged.
   */
  batch(tx: Tx, now: Date): Promise<{ done: boolean; processed: number; after?: () => Promise<void> }>;
}

export type RunOutcome = { ran: true; processed: number } | { ran: false };

export interface Scheduler {
  start(): void;
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs a job now (tests, a manual trigger); `ran` false when another instance holds it. */
  run(name: string): Promise<RunOutcome>;
}

export function createScheduler(options: { db: Database; log: FastifyBaseLogger; clock: () => Date; jobs: Job[] }): Scheduler {
  const { db, log, clock, jobs } = options;
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<RunOutcome>>();

  async function runJob(job: Job): Promise<RunOutcome> {
    let processed = 0;
    for (;;) {
      const step = await db.transaction(async (tx) => {
        const [got] = (
          (await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}::int, ${job.lockKey}::int) as locked`)) as unknown as {
            rows: { locked: boolean }[];
          }
        ).rows;
        if (!got?.locked) return null;
        return job.batch(tx, clock());
      });
      if (!step) return processed ? { ran: true, processed } : { ran: false };
      if (step.after) await step.after().catch((error: unknown) => log.error({ err: error, job: job.name }, 'job follow-up failed'));
      processed += step.processed;
      if (step.done) return { ran: true, processed };
    }
  }

  function run(name: string): Promise<RunOutcome> {
    const job = jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`unknown job ${name}`));
    const current = running.get(name);
    if (current) return current;
    const started = runJob(job).finally(() => running.delete(name));
    running.set(name, started);
    return started;
  }

  return {
    start() {
      for (const job of jobs) {
        const tick = () => {
          run(job.name)
            .then((outcome) => {
              // ran false: another instance holds the job's lock this tick.
              log.debug({ job: job.name, ...outcome }, 'job tick');
              if (outcome.ran && outcome.processed) log.info({ job: job.name, processed: outcome.processed }, 'job ran');
            })
            .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'));
        };
        const timer = setInterval(tick, job.everyMs);
        timer.unref();
        timers.push(timer);
        // First run soon after start, not at once (the server is still warming up).
        const first = setTimeout(tick, Math.min(5_000, job.everyMs));
        first.unref();
        timers.push(first);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
    },
    run,
  };
}
