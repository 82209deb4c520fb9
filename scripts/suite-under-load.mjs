#!/usr/bin/env node
/**
 * The whole test command, several times in a row, while other processes keep every core busy:
 * the proof that the suite holds on a loaded CI machine (no database dropped under a live
 * connection, no port taken, no timing that only a quiet machine meets).
 *
 *   npm run test:under-load                 # 3 runs of `npm test`, one burner per core
 *   npm run test:under-load -- --runs 1 --command ".ci/run"
 *
 * Each run's output goes to .data/under-load/run-N.log; a row per run prints its exit code,
 * duration and the load average sampled while it ran. The exit code is non-zero when any run
 * failed. The burners run at normal priority, so the suite really competes for the cores.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const command = option('command', 'npm test');
const burnerCount = Number(option('burners', String(os.availableParallelism?.() ?? os.cpus().length)));
const logDir = path.join(ROOT, '.data', 'under-load');
fs.mkdirSync(logDir, { recursive: true });

const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((b) => b.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

function runOnce(n) {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(path.join(logDir, `run-${n}.log`));
    const started = Date.now();
    const samples = [];
    const sampler = setInterval(() => samples.push(os.loadavg()[0]), 15_000);
    const child = spawn(command, { cwd: ROOT, shell: true, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      clearInterval(sampler);
      log.end();
      const mean = samples.length ? (samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(2) : 'n/a';
      resolve({ n, code, ms: Date.now() - started, mean, end: load() });
    });
  });
}

console.log(`${runs} run(s) of \`${command}\` with ${burnerCount} busy process(es) beside them on ${os.cpus().length} core(s); load at start ${load()}`);
const results = [];
for (let n = 1; n <= runs; n++) {
  const r = await runOnce(n);
  results.push(r);
  console.log(`run ${r.n}: ${r.code === 0 ? 'green' : `FAILED (exit ${r.code}, see .data/under-load/run-${r.n}.log)`} in ${minutes(r.ms)} · mean 1-min load while running ${r.mean} · load at end ${r.end}`);
}
stopBurners();
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
