/**
 * The in-process job runner. The timing is croner's: each job's interval becomes a cron
 * pattern on the wall clock (every 30 s, every 5 minutes on :00, :05 …), croner's `protect`
 * skips a tick while the previous run is still going, and its timers are unref'd. Every
 * instance of the API runs the same schedule; a job's run takes a PostgreSQL advisory lock
 * (`pg_try_advisory_xact_lock`, class 7100, the job's key) in the transaction it works in, so
 * with several instances one runs it and the others skip that tick. A run works in bounded
 * batches (each its own transaction, lock retaken), so no transaction holds member locks for
 * long. Runs never overlap within a process, and a failed run is logged and retried on the
 * next tick.
 */
import { Cron } from 'croner';
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

/** The first run comes this soon after start (the server is still warming up), not a whole interval later. */
const FIRST_RUN_MS = 5_000;

/**
 * The cron pattern (with seconds) that runs every `everyMs` on the wall clock. The interval
 * must divide a minute, an hour or a day evenly, as cron steps do; anything else is refused
 * when the scheduler is made, not discovered as an odd rhythm in production.
 */
export function cronPattern(everyMs: number): string {
  const s = everyMs / 1000;
  const fits = (unit: number) => Number.isInteger(s / unit) && (s / unit) >= 1;
  if (fits(1) && s < 60 && 60 % s === 0) return `*/${s} * * * * *`;
  if (fits(60) && s < 3600 && 60 % (s / 60) === 0) return `0 */${s / 60} * * * *`;
  if (fits(3600) && s < 86_400 && 24 % (s / 3600) === 0) return `0 0 */${s / 3600} * * *`;
  if (s === 86_400) return '0 0 0 * * *';
  throw new Error(`a job interval of ${everyMs} ms does not divide a minute, an hour or a day`);
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
  const patterns = new Map(jobs.map((job) => [job.name, cronPattern(job.everyMs)]));
  const timers: Cron[] = [];
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
        const tick = async () => {
          try {
            const outcome = await run(job.name);
            // ran false: another instance holds the job's lock this tick.
            log.debug({ job: job.name, ...outcome }, 'job tick');
            if (outcome.ran && outcome.processed) log.info({ job: job.name, processed: outcome.processed }, 'job ran');
          } catch (error) {
            log.error({ err: error, job: job.name }, 'job failed');
          }
        };
        // `protect`: a tick that comes while the run is going is skipped (run() would join it anyway).
        // No croner `name`: names are process-wide, and tests run several schedulers side by side.
        const options = { protect: true, unref: true } as const;
        timers.push(new Cron(patterns.get(job.name) as string, options, tick));
        timers.push(new Cron(new Date(Date.now() + Math.min(FIRST_RUN_MS, job.everyMs)), options, tick));
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) timer.stop();
      await Promise.allSettled([...running.values()]);
    },
    run,
  };
}
