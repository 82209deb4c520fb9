/**
 * Store search on the 100,000-store bench seed: POST /v2/map/search with each filter family
 * (Chinese keyword, city + districts, food type + tag, distance order, joy_booking, party size +
 * date, availability — a free table for a party near a time —, none) at 10 and 100 connections,
 * beside a bare Fastify hello-world measured by the same generator in the same run; then the
 * availability scenarios in an open loop at BENCH_RATE offered requests/s (default 100: the
 * target is p99 ≤ 100 ms on PostgreSQL). Prints req/s, p50/p99 and the load average before and
 * after every row, and the query plans of the keyword and availability searches.
 *
 *   npm run seed:bench                                 # once: PGlite folder .data/bench-pglite
 *   npm run bench:search                               # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/joy_bench npm run seed:bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/joy_bench npm run bench:search
 *
 * BENCH_SECONDS (default 5) per row; BENCH_SCENARIOS=availability measures only the availability
 * scenarios; BENCH_DATA_DIR picks another PGlite folder; BENCH_API_ROOT
 * runs another checkout's API (e.g. a worktree of an older commit, for before/after figures).
 * The API runs alone (`tsx src/server.ts`, SEED=false): no front-end build is needed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { load, loadAtRate, type Target } from './lib/load';
import { searchMix, type SearchFamily } from './lib/mix';
import { repoRoot } from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', 'bench-pglite');
const API_ROOT = process.env.BENCH_API_ROOT ?? path.join(repoRoot, 'infra', 'api');
const PORT = 3996;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const ONLY = process.env.BENCH_SCENARIOS ?? '';

/** Taipei's date `days` from now: the availability scenarios ask inside the 30-day booking window. */
const taipeiDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** The coming Saturday (at least 2 days ahead). */
const SATURDAY = (() => {
  for (let n = 2; ; n++) if (new Date(`${taipeiDate(n)}T00:00:00Z`).getUTCDay() === 6) return taipeiDate(n);
})();

/**
 * The filter families measured, each drawn from a realistic mix (lib/mix.ts: keywords from the
 * seed's vocabulary, cities and districts, food types and tags, positions, party and date, a
 * free table near a time, pages 1–5), so a cached page helps only as often as real traffic
 * repeats one; then every family together.
 */
export const FAMILIES: ReadonlyArray<[name: string, family: SearchFamily]> = [
  ['keyword (30 words, some with a city)', 'keyword'],
  ['city / district', 'place'],
  ['food type / food type + tag', 'types'],
  ['distance (positions near 7 city centres)', 'distance'],
  ['flags, sorts and price', 'flags'],
  ['party + date', 'party'],
  ['free table: party, date, time (± 1 h, 午餐, 晚餐)', 'availability'],
  ['no filter (hot order)', 'none'],
  ['the whole mix', 'mixed'],
];

const measured = () => (ONLY ? FAMILIES.filter(([, family]) => ONLY.split(',').includes(family)) : FAMILIES);
const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

interface Api {
  url: string;
  stop(): Promise<void>;
}

async function startApi(): Promise<Api> {
  if (!DATABASE_URL && !fs.existsSync(DATA_DIR)) throw new Error(`no bench database in ${DATA_DIR}: run \`npm run seed:bench\` first`);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-bench-uploads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/server.ts')], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED: 'false',
      // The production log level: request lines are at debug, so none are written.
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '1000000',
      // The load comes from one address, as through a proxy (which production's cap exempts).
      MAX_CONNECTIONS_PER_ADDRESS: '10000',
      UPLOAD_DIR: uploads,
      ...(DATABASE_URL ? { DATABASE_URL } : { DATA_DIR, DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(uploads, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Each family's first draws must answer 200, some with matches, or its figures mean nothing. */
async function check(url: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, family] of measured()) {
    const mix = searchMix(family, 99);
    const totals: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { path: at, body } = mix.next();
      const res = await fetch(`${url}${at}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await res.json()) as { return?: { pagination?: { total: number } } };
      if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} for ${JSON.stringify(body)}`);
      totals.push(json.return?.pagination?.total ?? 0);
    }
    if (!totals.some(Boolean)) throw new Error(`${name}: no matches in 5 draws`);
    lines.push(`${name}: ${totals.join(', ')} matches in its first 5 draws`);
  }
  return lines;
}

/** EXPLAIN ANALYZE of the keyword and distance filters (PostgreSQL only: PGlite is held by the API). */
async function plans(): Promise<string> {
  if (!DATABASE_URL) return '';
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const out: string[] = [];
  try {
    for (const [label, query] of [
      ['keyword 麵 (1 character, as a token)', `select count(*) from stores where search_text ilike '% 麵 %'`],
      ['keyword 火鍋 (2 characters, as a token)', `select count(*) from stores where search_text ilike '% 火鍋 %'`],
      ['keyword 麻辣鍋 (3 characters)', `select count(*) from stores where search_text ilike '%麻辣鍋%'`],
      ['keyword 港式飲茶 (4 characters)', `select count(*) from stores where search_text ilike '%港式飲茶%'`],
      ['keyword 大安 as a plain substring (a 2-character keyword without the tokens)', `select count(*) from stores where search_text ilike '%大安%'`],
      [
        'free table: 4 people, Saturday 18:00–20:00 (the availability condition alone)',
        `select count(*) from stores st where st.joy_booking and st.max_party_size >= 4 and exists (select 1 from store_slots s where s.store_id = st.id
           and s.weekday = 6 and s.time between '18:00' and '20:00' and s.capacity >= 4
           and s.capacity - coalesce((select sum(o.adult_num + o.child_num) from orders o where o.store_id = s.store_id and o.date = '${SATURDAY}' and o.time = s.time and o.status <> 0), 0) >= 4)`,
      ],
    ]) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${query}`);
      out.push(`-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await client.end();
  }
  return out.join('\n\n');
}

async function main() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 3995, host: '127.0.0.1' });
  const api = await startApi();
  const rows: string[] = [];
  const openRows: string[] = [];
  let checks: string[] = [];
  try {
    checks = await check(api.url);
    // The read model loads the weekly slots in the background after start: wait for them (an
    // availability search waits), so no row measures the warm-up.
    await fetch(`${api.url}/v2/map/search?page=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ date: SATURDAY, time: '19:00', total_people: 2 }) });
    await new Promise((r) => setTimeout(r, 2000));
    for (const connections of CONNECTIONS) {
      const helloTarget: Target = { url: 'http://127.0.0.1:3995/' };
      await load(helloTarget, Math.min(connections, 10), 1);
      const before = loadAverage();
      const base = await load(helloTarget, connections, SECONDS);
      rows.push(['hello-world (bare Fastify)', connections, base.rps.toFixed(0), base.p50.toFixed(1), base.p99.toFixed(1), base.errors, '', '', `${before} → ${loadAverage()}`].join(' | '));
      for (const [name, family] of measured()) {
        const mix = searchMix(family);
        const target: Target = { url: api.url, method: 'POST', next: () => mix.next() };
        await load(target, Math.min(connections, 10), 1); // warm-up
        const start = loadAverage();
        const r = await load(target, connections, SECONDS);
        rows.push([name, connections, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), r.errors, `${((r.rps / base.rps) * 100).toFixed(1)}%`, `${(mix.repeats() * 100).toFixed(0)}%`, `${start} → ${loadAverage()}`].join(' | '));
      }
    }
    // Open loop: the offered rate is kept whatever the answers do; latency counts from when each was due.
    for (const [name, family] of measured()) {
      const mix = searchMix(family, 3);
      const target: Target = { url: api.url, method: 'POST', next: () => mix.next() };
      const start = loadAverage();
      const r = await loadAtRate(target, RATE, SECONDS);
      openRows.push([name, RATE, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), r.errors, `${(mix.repeats() * 100).toFixed(0)}%`, r.p99 <= 50 ? 'yes' : 'no', `${start} → ${loadAverage()}`].join(' | '));
    }
  } finally {
    await api.stop();
    await hello.close();
  }
  console.log(`database: ${DATABASE_URL ? 'PostgreSQL' : `PGlite (${DATA_DIR})`}; API: ${API_ROOT}; ${SECONDS} s per row; ${os.cpus().length} cores\n`);
  console.log(checks.map((c) => `- ${c}`).join('\n'), '\n');
  console.log('| scenario | connections | req/s | p50 ms | p99 ms | errors | of hello-world | repeats in the mix | load average before → after |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row} |`);
  console.log(`\nOpen loop at ${RATE} offered requests/s (target p99 ≤ 50 ms on PostgreSQL):\n`);
  console.log('| scenario | offered req/s | answered req/s | p50 ms | p99 ms | errors | repeats in the mix | p99 ≤ 50 ms | load average before → after |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of openRows) console.log(`| ${row} |`);
  const explained = await plans();
  if (explained) console.log(`\n${explained}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
