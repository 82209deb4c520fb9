/**
 * Crash safety: the API runs as a child process on a PGlite data folder (the database engine
 * lives in that process, so SIGKILL really crashes it mid-write) or on PostgreSQL (the API
 * dies with transactions open); booking, order-change and payment load runs against it; the
 * process is killed without warning at a random moment, the data is checked against every
 * reply that was received (verify.ts), the API is started again on the same data, every
 * unanswered booking and payment is sent again with its idempotency key (it must be stored
 * exactly once), and the load goes on. Repeated `kills` times.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import * as t from '../../src/db/schema';
import { taipeiDate, weekdayOf } from '../../src/lib/booking-clock';
import { createMemberRepository } from '../../src/repositories/members';
import { databaseUrl, PG_TEMPLATE_DB, TEMPLATE_PGDATA } from '../helpers/template';
import { prng } from '../security/fuzz-cases';
import { freePort, killApi, startApi, stopApi, type ApiProcess, type Storage } from './api-process';
import { LoadDriver, newJournal, type Fixture, type Journal } from './load';
import { verifyAfterCrash } from './verify';

export interface CrashOptions {
  kind: 'pglite' | 'postgres';
  kills: number;
  workers: number;
  seed: number;
  /** How long the load runs before each kill (ms), drawn between the two. */
  loadMs: [number, number];
}

export interface CrashReport {
  kind: string;
  kills: number;
  sent: number;
  acked: number;
  refused: number;
  inDoubt: number;
  /** Answered writes (bookings, changes, payments) found stored as answered at the end. */
  verified: number;
  doubtHappened: number;
  doubtNotHappened: number;
  resent: number;
  losses: number;
  problems: string[];
  unexpected: string[];
}

async function withDatabase<T>(storage: Storage, fn: (db: Database) => Promise<T>): Promise<T> {
  const handle = storage.dataDir ? await openPglite(storage.dataDir) : await openPostgres(storage.databaseUrl as string);
  try {
    return await fn(handle.db as unknown as Database);
  } finally {
    await handle.close();
  }
}

/** Members with tokens and pay codes, six bookable slots three days ahead, one pay store. */
async function prepareFixture(db: Database): Promise<Fixture> {
  const repo = createMemberRepository(db);
  const members: Fixture['members'] = [];
  for (let i = 0; i < 30; i += 1) {
    const phone = `09${String(80_000_000 + i).slice(-8)}`;
    const m = await repo.create(db, { phone, name: '壓力測試', fromSource: 5 });
    members.push({ id: m.id, token: await repo.issueToken(db, m.id, 86_400), payCode: m.payCode });
  }
  const date = taipeiDate(new Date(), 3);
  const found = ((await db.execute(
    sql`select distinct on (s.id) s.id as store_id, ss.time from stores s join store_slots ss on ss.store_id = s.id and ss.weekday = ${weekdayOf(date)}
        where s.joy_booking and ss.time >= '11:00' order by s.id, ss.time limit 6`,
  )) as unknown as { rows: { store_id: number; time: string }[] }).rows;
  const slots = found.map((r) => ({ storeId: r.store_id, date, time: r.time, capacity: 120 }));
  for (const s of slots) await db.update(t.storeSlots).set({ capacity: s.capacity }).where(and(eq(t.storeSlots.storeId, s.storeId), eq(t.storeSlots.weekday, weekdayOf(date)), eq(t.storeSlots.time, s.time)));
  const [pay] = ((await db.execute(sql`select id from stores where not joy_booking order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows;
  await db.update(t.stores).set({ joyPay: true, rewardRate: 5 }).where(eq(t.stores.id, pay.id));
  return { members, slots, payStoreId: pay.id };
}

async function makeStorage(kind: CrashOptions['kind']): Promise<{ storage: Storage; dispose: () => Promise<void> }> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-soak-uploads-'));
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-soak-pglite-'));
    fs.cpSync(TEMPLATE_PGDATA, dataDir, { recursive: true });
    return { storage: { dataDir, databaseUrl: null, uploadDir }, dispose: async () => [dataDir, uploadDir].forEach((d) => fs.rmSync(d, { recursive: true, force: true })) };
  }
  const server = process.env.TEST_DATABASE_URL as string;
  const name = `joy_soak_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  await admin.end();
  const dispose = async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  };
  return { storage: { dataDir: null, databaseUrl: databaseUrl(server, name), uploadDir }, dispose };
}

/** Sends every still-unanswered booking and payment again; what already happened must come back unchanged. */
async function resend(driver: LoadDriver, journal: Journal, url: string, problems: string[]): Promise<number> {
  let resent = 0;
  for (const b of journal.bookings.filter((x) => x.outcome === 'doubt' || x.recovered)) {
    const before = b.orderId;
    await driver.book(url, b);
    resent += 1;
    if (b.recovered && b.orderId !== before) problems.push(`booking ${b.key} stored as order ${before} came back as ${b.orderId} when sent again`);
    b.recovered = false;
  }
  for (const p of journal.payments.filter((x) => x.outcome === 'doubt' || x.recovered)) {
    const before = p.payLogId;
    await driver.pay(url, p);
    resent += 1;
    if (p.recovered && p.payLogId !== before) problems.push(`payment ${p.key} stored as pay log ${before} came back as ${p.payLogId} when sent again`);
    p.recovered = false;
  }
  return resent;
}

export async function crashSoak(options: CrashOptions, log: (line: string) => void = console.log): Promise<CrashReport> {
  const { storage, dispose } = await makeStorage(options.kind);
  const report: CrashReport = { kind: options.kind, kills: 0, sent: 0, acked: 0, refused: 0, inDoubt: 0, verified: 0, doubtHappened: 0, doubtNotHappened: 0, resent: 0, losses: 0, problems: [], unexpected: [] };
  const rand = prng(options.seed);
  const journal = newJournal();
  let api: ApiProcess | null = null;
  try {
    const fixture = await withDatabase(storage, prepareFixture);
    const driver = new LoadDriver(fixture, journal, rand);
    const port = await freePort();
    for (let k = 0; k < options.kills; k += 1) {
      api = await startApi(storage, port);
      report.resent += await resend(driver, journal, api.url, report.problems);
      let release: () => void = () => undefined;
      const stop = new Promise<void>((resolve) => (release = resolve));
      const load = driver.run(api.url, options.workers, stop);
      await new Promise((r) => setTimeout(r, options.loadMs[0] + rand() * (options.loadMs[1] - options.loadMs[0])));
      release();
      await killApi(api);
      await load;
      report.kills += 1;
      const v = await withDatabase(storage, (db) => verifyAfterCrash(db, journal));
      report.doubtHappened += v.doubtHappened;
      report.doubtNotHappened += v.doubtNotHappened;
      report.problems.push(...v.problems.map((p) => `after kill ${k + 1}: ${p}`));
      log(`  [${options.kind}] kill ${k + 1}/${options.kills}: ${journal.sent} requests so far, ${journal.doubt} unanswered at kills, ${v.problems.length} problems`);
    }
    // Last round: start again, send the unanswered ones, stop cleanly, check once more.
    api = await startApi(storage, port);
    report.resent += await resend(driver, journal, api.url, report.problems);
    await stopApi(api);
    const last = await withDatabase(storage, (db) => verifyAfterCrash(db, journal));
    report.problems.push(...last.problems.map((p) => `after the clean stop: ${p}`));
    // Every answered booking, change and payment of the whole run, checked once more at the end.
    report.verified = last.verified;
  } finally {
    if (api) await killApi(api);
    await dispose();
  }
  Object.assign(report, { sent: journal.sent, acked: journal.acked, refused: journal.refused, inDoubt: journal.doubt, unexpected: journal.unexpected.slice(0, 20) });
  report.losses = report.problems.filter((p) => /not stored|differs|came back as/.test(p)).length;
  return report;
}
