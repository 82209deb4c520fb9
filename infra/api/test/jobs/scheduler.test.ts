/**
 * The scheduler's timing (croner): an interval becomes a wall-clock cron pattern or is
 * refused; started, a job runs soon after start and then on its pattern, a slow run is never
 * overlapped, and stop() ends the ticks and waits for the run in progress. The advisory lock
 * and the batches are covered against both databases by the job tests (booking-reminders,
 * ledger, waitlist-concurrency, two-instances); here the database is a stand-in that always
 * grants the lock, so only timing is under test.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../src/db/client';
import { createScheduler, cronPattern, type Job } from '../../src/jobs/scheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const log = { debug: () => undefined, info: () => undefined, error: jest.fn() } as unknown as FastifyBaseLogger;
const lockGranted = {
  transaction: async (work: (tx: unknown) => Promise<unknown>) => work({ execute: async () => ({ rows: [{ locked: true }] }) }),
} as unknown as Database;

function recordingJob(everyMs: number, runMs: number): Job & { starts: number[]; concurrent: number; most: number } {
  const job = {
    name: 'recording',
    lockKey: 99,
    everyMs,
    starts: [] as number[],
    concurrent: 0,
    most: 0,
    async batch() {
      job.starts.push(Date.now());
      job.concurrent += 1;
      job.most = Math.max(job.most, job.concurrent);
      await sleep(runMs);
      job.concurrent -= 1;
      return { done: true, processed: 1 };
    },
  };
  return job;
}

describe('job scheduler', () => {
  it('turns each interval into a wall-clock cron pattern, and refuses one that does not divide a minute, an hour or a day', () => {
    expect(cronPattern(30_000)).toBe('*/30 * * * * *');
    expect(cronPattern(5 * 60_000)).toBe('0 */5 * * * *');
    expect(cronPattern(10 * 60_000)).toBe('0 */10 * * * *');
    expect(cronPattern(60 * 60_000)).toBe('0 0 */1 * * *');
    expect(cronPattern(6 * 60 * 60_000)).toBe('0 0 */6 * * *');
    expect(cronPattern(24 * 60 * 60_000)).toBe('0 0 0 * * *');
    for (const odd of [7_000, 90_000, 7 * 60_000, 5 * 60 * 60_000, 500]) expect(() => cronPattern(odd)).toThrow(/does not divide/);
    expect(() => createScheduler({ db: lockGranted, log, clock: () => new Date(), jobs: [recordingJob(7_000, 0)] })).toThrow(/7000 ms/);
  });

  it('runs a started job soon after start and then every tick, each run alone; stop ends the ticks and waits for the run', async () => {
    // Every second, each run 1.5 s: the ticks that fall inside a run are skipped, not stacked.
    const job = recordingJob(1_000, 1_500);
    const scheduler = createScheduler({ db: lockGranted, log, clock: () => new Date(), jobs: [job] });
    const started = Date.now();
    scheduler.start();
    await sleep(4_200);
    const stopping = Date.now();
    await scheduler.stop();
    // stop() waited for the run in progress (runs last 1.5 s).
    if (job.concurrent) throw new Error('stop returned while a run was going');
    const runs = job.starts.length;
    expect(job.starts[0] - started).toBeLessThan(2_000);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(3);
    expect(job.most).toBe(1);
    expect(job.starts.every((at) => at < stopping)).toBe(true);
    await sleep(1_200);
    expect(job.starts).toHaveLength(runs);
    expect(log.error).not.toHaveBeenCalled();
  }, 15_000);

  it('runs the first time after at most 5 s for a long interval, not a whole interval later', async () => {
    const job = recordingJob(60 * 60_000, 0);
    const scheduler = createScheduler({ db: lockGranted, log, clock: () => new Date(), jobs: [job] });
    const started = Date.now();
    scheduler.start();
    for (let i = 0; i < 70 && !job.starts.length; i++) await sleep(100);
    await scheduler.stop();
    expect(job.starts).toHaveLength(1);
    expect(job.starts[0] - started).toBeGreaterThanOrEqual(4_900);
    expect(job.starts[0] - started).toBeLessThan(6_500);
  }, 15_000);
});
