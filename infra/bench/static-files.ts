/**
 * Static files: the hand-written sender (lib/static-file.ts: compressed once per file version
 * and kept in memory) against @fastify/static + @fastify/compress, serving the site's largest
 * built script (or a generated 150 KB one) to browsers that accept brotli, beside a bare
 * Fastify hello-world measured in the same run. Each server runs in its own process; the load
 * comes from this one. 3 runs per row, the median shown, with the load average.
 * Run: `npm run bench:static` with nothing else running.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './lib/load';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 5);
const RUNS = Number(process.env.RUNS ?? 3);
const repo = path.resolve(__dirname, '../..');

function fixture(): { root: string; file: string; bytes: number } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-bench-static-'));
  const dist = path.join(repo, 'shell/dist');
  const built = fs.existsSync(dist) ? fs.readdirSync(dist, { recursive: true }).map(String).filter((f) => f.endsWith('.js')).map((f) => path.join(dist, f)) : [];
  const largest = built.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  const name = 'app.0123456789abcdef.js';
  if (largest) fs.copyFileSync(largest, path.join(root, name));
  else fs.writeFileSync(path.join(root, name), Array.from({ length: 3000 }, (_, i) => `export const v${i} = ${JSON.stringify({ i, text: '樂享'.repeat(5) })};`).join('\n'));
  return { root, file: name, bytes: fs.statSync(path.join(root, name)).size };
}

async function start(mode: string, port: number, root: string): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'lib/static-server.ts'), [mode, String(port), root], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${mode} exited ${code}`)));
  });
  return child;
}

const load1 = () => os.loadavg()[0].toFixed(2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const { root, file, bytes } = fixture();
  console.log(`file: ${file}, ${(bytes / 1024).toFixed(1)} KB raw; ${CONNECTIONS} connections, ${SECONDS} s × ${RUNS} runs`);
  console.log('| server | req/s (median) | p50 ms | p99 ms | vs hello-world | load before → after |');
  console.log('|---|---|---|---|---|---|');
  let hello = 0;
  for (const [i, mode] of ['hello', 'ours', 'fastify-static'].entries()) {
    const port = 4100 + i;
    const child = await start(mode, port, root);
    try {
      const url = `http://127.0.0.1:${port}/${file}`;
      await load({ url, headers: { 'accept-encoding': 'br, gzip' } }, CONNECTIONS, 1);
      const before = load1();
      const runs = [];
      for (let r = 0; r < RUNS; r += 1) runs.push(await load({ url, headers: { 'accept-encoding': 'br, gzip' } }, CONNECTIONS, SECONDS));
      const rps = median(runs.map((x) => x.rps));
      if (mode === 'hello') hello = rps;
      const errors = runs.reduce((n, x) => n + x.errors, 0);
      console.log(`| ${mode} | ${Math.round(rps).toLocaleString('en')}${errors ? ` (${errors} errors)` : ''} | ${median(runs.map((x) => x.p50)).toFixed(1)} | ${median(runs.map((x) => x.p99)).toFixed(1)} | ${((rps / hello) * 100).toFixed(1)}% | ${before} → ${load1()} |`);
    } finally {
      child.kill();
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
