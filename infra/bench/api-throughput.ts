/**
 * API throughput and latency on loopback: store search with filters, store detail and the
 * home ranking, at 10 and 100 connections, beside a bare Fastify hello-world measured by the
 * same generator in the same run. Embedded PGlite by default; set BENCH_DATABASE_URL to run
 * against PostgreSQL. Run: `npm run bench:api`.
 */
import Fastify from 'fastify';
import { startSite } from './lib/server';
import { load, type Target } from './lib/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 3995, host: '127.0.0.1' });
  const site = await startSite(3997, process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {});
  const targets: Array<[string, Target]> = [
    ['hello-world (bare Fastify)', { url: 'http://127.0.0.1:3995/' }],
    ['POST /v2/map/search keyword+city', { url: `${site.url}/v2/map/search?page=1`, method: 'POST', body: { keyword: '火鍋', city: 1 } }],
    ['POST /v2/map/search food type+tag', { url: `${site.url}/v2/map/search?page=2`, method: 'POST', body: { food_types: [1, 2], tags: [1], joy_booking: true } }],
    ['GET /v2/store/{id}', { url: `${site.url}/v2/store/17` }],
    ['GET /v2/ranking', { url: `${site.url}/v2/ranking` }],
  ];
  const rows: string[] = [];
  let helloRps: Record<number, number> = {};
  // The API's resident memory, sampled every 250 ms while it is under load.
  let peakRss = 0;
  const idleRss = site.rssMB();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, site.rssMB())), 250);
  try {
    for (const connections of [10, 100]) {
      for (const [name, target] of targets) {
        await load(target, Math.min(connections, 10), 1); // warm-up
        const r = await load(target, connections, SECONDS);
        if (name.startsWith('hello')) helloRps = { ...helloRps, [connections]: r.rps };
        const ratio = name.startsWith('hello') ? '' : `${((r.rps / helloRps[connections]) * 100).toFixed(1)}%`;
        rows.push([name, String(connections), r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors), ratio].join(' | '));
      }
    }
  } finally {
    clearInterval(sampler);
    await site.stop();
    await hello.close();
  }
  console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, ${SECONDS} s per row\n`);
  console.log('| scenario | connections | req/s | p50 ms | p99 ms | errors | of hello-world |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row} |`);
  console.log(`\nAPI resident memory: ${idleRss.toFixed(0)} MB idle after start, ${peakRss.toFixed(0)} MB peak under load`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
