/**
 * API start-up, TypeScript through tsx (`node --import tsx src/server.ts`, what `npm start` ran
 * before) against the built JavaScript (`node dist/server/server.js`, what it runs now): for
 * each start, the time from spawn to the first 200 from /health, the resident set then and its
 * peak (VmRSS, VmHWM), and the 1-minute load average when the row started — figures from a
 * busy machine say little, and the load column shows it.
 *
 *   npm run bench:startup                 # 5 starts each way, alternating, embedded PGlite
 *   BENCH_RUNS=10 npm run bench:startup
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/joy_bench npm run bench:startup
 *
 * The database is migrated once before the rows (a warm-up start, not counted), so every row
 * measures the same start: open, check migrations, build the app, listen. SEED=false, JOBS=false.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const API_ROOT = path.join(repoRoot, 'infra', 'api');
const BUILT = path.join(API_ROOT, 'dist', 'server', 'server.js');

type Mode = 'tsx' | 'built';

const COMMANDS: Record<Mode, string[]> = {
  tsx: ['--import', 'tsx', path.join(API_ROOT, 'src', 'server.ts')],
  built: ['--enable-source-maps', BUILT],
};

interface Row {
  mode: Mode;
  run: number;
  load1: number;
  readyMs: number;
  rssMB: number;
  peakMB: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM of one process, in MB (Linux /proc). */
function memoryMB(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function start(mode: Mode, dataDir: string, uploads: string): Promise<{ readyMs: number; rssMB: number; peakMB: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, COMMANDS[mode], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: uploads,
      REDIS_URL: '',
      ...(DATABASE_URL ? { DATABASE_URL } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode}: the API exited with ${child.exitCode} before answering`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) })).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${mode}: no answer from /health within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    const { rss, peak } = memoryMB(child.pid as number);
    return { readyMs, rssMB: rss, peakMB: peak };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main(): Promise<void> {
  console.log('Building the API …');
  execFileSync(process.execPath, [path.join(API_ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-bench-startup-'));
  const uploads = path.join(dataDir, 'uploads');
  try {
    // Warm-up (not counted): migrates the empty database, fills the file cache.
    await start('built', path.join(dataDir, 'pglite'), uploads);
    const rows: Row[] = [];
    console.log(`\n${'mode'.padEnd(6)} ${'run'.padStart(3)} ${'load1'.padStart(6)} ${'ready ms'.padStart(9)} ${'rss MB'.padStart(7)} ${'peak MB'.padStart(8)}`);
    for (let run = 1; run <= RUNS; run++) {
      // Alternating, so a change in the machine's load falls on both ways alike.
      for (const mode of (run % 2 ? ['tsx', 'built'] : ['built', 'tsx']) as Mode[]) {
        const load1 = os.loadavg()[0];
        const figures = await start(mode, path.join(dataDir, 'pglite'), uploads);
        const row = { mode, run, load1, ...figures };
        rows.push(row);
        console.log(`${mode.padEnd(6)} ${String(run).padStart(3)} ${load1.toFixed(2).padStart(6)} ${row.readyMs.toFixed(0).padStart(9)} ${row.rssMB.toFixed(1).padStart(7)} ${row.peakMB.toFixed(1).padStart(8)}`);
      }
    }
    console.log(`\nMedians of ${RUNS} starts (${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, node ${process.version}):`);
    for (const mode of ['tsx', 'built'] as Mode[]) {
      const mine = rows.filter((r) => r.mode === mode);
      console.log(
        `  ${mode.padEnd(6)} ready ${median(mine.map((r) => r.readyMs)).toFixed(0)} ms, rss ${median(mine.map((r) => r.rssMB)).toFixed(1)} MB, peak ${median(mine.map((r) => r.peakMB)).toFixed(1)} MB, load1 ${median(mine.map((r) => r.load1)).toFixed(2)}`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
