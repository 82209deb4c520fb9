/**
 * API throughput and latency on loopback: the store page, the home ranking, a store's bookable
 * dates and the search, each drawn from a realistic mix (lib/mix.ts: store ids Zipf-like over
 * the whole table, search filters from the seed's vocabulary with pages 1–5), at 10 and 100
 * connections, beside a bare Fastify hello-world measured by the same generator in the same run,
 * with the mix's repeat rate and the load average before and after every row. Embedded PGlite
 * by default (the default seed); BENCH_DATABASE_URL runs against PostgreSQL (e.g. the
 * 100,000-store bench seed, BENCH_STORES=100000). Run: `npm run bench:api`.
 * The API runs at the production log level (info).
 */
import Fastify from 'fastify';
import { startSite } from './lib/server';
import os from 'node:os';
import { load, type Target } from './lib/load';
import { searchMix, storeIdMix, type Mix } from './lib/mix';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

async function main() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 3995, host: '127.0.0.1' });
  const site = await startSite(3997, { LOG_LEVEL: 'info', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED: 'false' } : {}) });
  // How many stores the ids are drawn over: the database's count unless BENCH_STORES says.
  const counted = (await (await fetch(`${site.url}/v2/map/search?page=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { return: { pagination: { total: number } } };
  const stores = Number(process.env.BENCH_STORES ?? counted.return.pagination.total);
  // The read model warms up in the background (every store, then the weekly slots): wait for
  // it, so "idle" is the loaded process and the first rows do not measure the warm-up.
  const saturday = new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  await fetch(`${site.url}/v2/map/search?page=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ date: saturday, time: '19:00', total_people: 2 }) });
  await new Promise((r) => setTimeout(r, 2000));
  const mixes: Array<[string, () => Mix, 'GET' | 'POST']> = [
    ['GET /v2/store/{id} (Zipf ids)', () => storeIdMix('/v2/store/', stores, 1), 'GET'],
    ['GET /v2/ranking', () => ({ next: () => ({ path: '/v2/ranking' }), repeats: () => 1 }), 'GET'],
    ['GET /v2/store/can-order-date/{id} (Zipf ids)', () => storeIdMix('/v2/store/can-order-date/', stores, 2), 'GET'],
    ['POST /v2/map/search (the whole mix)', () => searchMix('mixed'), 'POST'],
  ];
  const rows: string[] = [];
  let helloRps: Record<number, number> = {};
  // The API's resident memory, sampled every 250 ms while it is under load.
  let peakRss = 0;
  const idleRss = site.rssMB();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, site.rssMB())), 250);
  try {
    for (const connections of CONNECTIONS) {
      const hello: Target = { url: 'http://127.0.0.1:3995/' };
      await load(hello, Math.min(connections, 10), 1);
      let before = loadAverage();
      const base = await load(hello, connections, SECONDS);
      helloRps = { ...helloRps, [connections]: base.rps };
      rows.push(['hello-world (bare Fastify)', String(connections), base.rps.toFixed(0), base.p50.toFixed(1), base.p99.toFixed(1), String(base.errors), '', '', `${before} → ${loadAverage()}`].join(' | '));
      for (const [name, makeMix, method] of mixes) {
        const mix = makeMix();
        const target: Target = { url: site.url, method, next: () => mix.next() };
        await load(target, Math.min(connections, 10), 1); // warm-up
        before = loadAverage();
        const r = await load(target, connections, SECONDS);
        const ratio = `${((r.rps / helloRps[connections]) * 100).toFixed(1)}%`;
        rows.push([name, String(connections), r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors), ratio, `${(mix.repeats() * 100).toFixed(0)}%`, `${before} → ${loadAverage()}`].join(' | '));
      }
    }
  } finally {
    clearInterval(sampler);
    await site.stop();
    await hello.close();
  }
  console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, ${stores} stores, ${SECONDS} s per row, ${os.cpus().length} cores\n`);
  console.log('| scenario | connections | req/s | p50 ms | p99 ms | errors | of hello-world | repeats in the mix | load average before → after |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row} |`);
  console.log(`\nAPI resident memory: ${idleRss.toFixed(0)} MB idle after start, ${peakRss.toFixed(0)} MB peak under load`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
