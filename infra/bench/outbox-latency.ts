/**
 * Outbox dispatch delay: how long after a transaction commits its message reaches the adapter
 * (the live notification's added delay). The API app is built in this process on a fresh
 * database (PGlite in a temp folder, or PostgreSQL at BENCH_DATABASE_URL) with a recording SMS
 * adapter; SAMPLES transactions each write one message, one at a time, and the delay from the
 * commit's return to the adapter call is recorded. Prints p50/p95/p99/max per database with the
 * load average before and after. Target (issue "Nothing lost after the commit"): p99 < 50 ms.
 * Run: `npm run bench:outbox` with nothing else running.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config/env';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../api/src/db/client';
import { migrate } from '../api/src/db/migrate';
import { enqueue } from '../api/src/outbox/messages';
import type { SmsSender } from '../api/src/adapters/sms';

const SAMPLES = Number(process.env.SAMPLES ?? 300);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(kind: string, handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  const arrived = new Map<string, number>();
  const sms: SmsSender = { provider: 'local', send: async (_phone, text) => void arrived.set(text, performance.now()) };
  const config = { ...loadConfig({ LOG_LEVEL: 'error', JOBS: 'false' }), webRoot: fs.mkdtempSync(path.join(os.tmpdir(), 'joy-bench-web-')) };
  const app = await buildApp({ config, db: { db: handle.db as unknown as Database, kind: handle.kind }, logger: false, adapters: { sms } });
  await app.ready();
  const loadBefore = load();
  const delays: number[] = [];
  try {
    for (let i = 0; i < SAMPLES + 20; i += 1) {
      const id = `m${i}`;
      await (handle.db as unknown as Database).transaction((tx) => enqueue(tx, { kind: 'sms.send', payload: { phone: '0900000000', text: id } }));
      const committed = performance.now();
      const deadline = committed + 5_000;
      while (!arrived.has(id) && performance.now() < deadline) await new Promise((r) => setImmediate(r));
      // The first 20 warm the JIT and the connections.
      if (i >= 20) delays.push((arrived.get(id) ?? Number.POSITIVE_INFINITY) - committed);
    }
  } finally {
    await app.close();
    await handle.close();
  }
  const sorted = delays.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(`| ${kind.padEnd(10)} | ${SAMPLES} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} | ${f(percentile(sorted, 99))} | ${f(sorted[sorted.length - 1])} | ${loadBefore} → ${load()} |`);
}

async function main(): Promise<void> {
  console.log('| database   | messages | p50 ms | p95 ms | p99 ms | max ms | load average (1/5/15 min) before → after |');
  console.log('|---|---|---|---|---|---|---|');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-bench-outbox-'));
  try {
    await measure('PGlite', await openPglite(dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) await measure('PostgreSQL', await openPostgres(process.env.BENCH_DATABASE_URL));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
