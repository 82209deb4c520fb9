/**
 * Real-time fan-out: CLIENTS (default 1,000) concurrent pusher-js (Node) clients, each
 * subscribed to its own private channel on the API's built-in Pusher-protocol server, spread
 * over WORKERS (default 4) worker processes (lib/realtime-clients.ts) so the measuring side is
 * not the bottleneck; the official `pusher` SDK publishes over the signed HTTP API with the
 * publication instant in each event, and each client notes when it arrives. Reports publish →
 * receive latency p50/p99/max, the load average before and after, and the server's resident
 * memory idle, with every client connected, and after the rounds. WARMUP_ROUNDS (default 2)
 * go first and are not measured.
 *
 * Private-channel signatures are made in the workers with the server's secret (the same HMAC
 * the member auth endpoint returns, see TOOLCHAIN.md), so the run does not have to register
 * 1,000 members; the server still checks every signature.
 * Run: `npm run bench:realtime` (CLIENTS, ROUNDS, WORKERS to change the load).
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import Pusher from 'pusher';
import { startSite } from './lib/server';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const WORKERS = Number(process.env.WORKERS ?? 4);
/** Rounds sent first and not measured: the server's and the clients' code paths warm up. */
const WARMUP_ROUNDS = Number(process.env.WARMUP_ROUNDS ?? 2);
const PORT = 3996;
const credentials = { appId: 'joy', key: 'joy-bench', secret: 'bench-secret-0123456789abcdef' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

interface Worker {
  child: ChildProcess;
  next(type: string): Promise<Record<string, unknown>>;
}

/** A worker process with a queue of the messages it sent, taken by type. */
function startWorker(): Worker {
  const child = fork(path.join(__dirname, 'lib/realtime-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const inbox: Record<string, unknown>[] = [];
  const waiting: { type: string; resolve: (m: Record<string, unknown>) => void; reject: (e: Error) => void }[] = [];
  const deliver = () => {
    for (const w of [...waiting]) {
      const index = inbox.findIndex((m) => m.type === w.type || m.type === 'error');
      if (index < 0) continue;
      const [message] = inbox.splice(index, 1);
      waiting.splice(waiting.indexOf(w), 1);
      if (message.type === 'error') w.reject(new Error(String(message.message)));
      else w.resolve(message);
    }
  };
  child.on('message', (message: Record<string, unknown>) => {
    inbox.push(message);
    deliver();
  });
  return {
    child,
    next: (type) =>
      new Promise((resolve, reject) => {
        waiting.push({ type, resolve, reject });
        deliver();
      }),
  };
}

async function main() {
  const site = await startSite(PORT, { PUSHER_APP_ID: credentials.appId, PUSHER_KEY: credentials.key, PUSHER_SECRET: credentials.secret });
  const sdk = new Pusher({ ...credentials, host: '127.0.0.1', port: String(PORT), useTLS: false });
  const workers: Worker[] = [];
  try {
    const idleRss = site.rssMB();
    const connectStart = performance.now();
    const share = Math.ceil(CLIENTS / WORKERS);
    for (let w = 0; w < WORKERS; w++) {
      const from = w * share;
      const count = Math.min(share, CLIENTS - from);
      if (count <= 0) break;
      const worker = startWorker();
      worker.child.send({ type: 'start', from, count, port: PORT, ...credentials });
      workers.push(worker);
    }
    await Promise.all(workers.map((w) => w.next('ready')));
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const connectedRss = site.rssMB();
    const loadBefore = loadAverage();

    // Each round publishes one event to every private channel: the SDK's trigger takes up to
    // 100 channels per call, so a round is CLIENTS / 100 HTTP calls.
    let late = 0;
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      const warmup = round < WARMUP_ROUNDS;
      const done = Promise.all(workers.map((w) => w.next('round')));
      const calls: Promise<unknown>[] = [];
      for (let from = 0; from < CLIENTS; from += 100) {
        const names = Array.from({ length: Math.min(100, CLIENTS - from) }, (_, k) => `private-bench-${from + k}`);
        calls.push(sdk.trigger(names, 'tick', { round, sent: now(), warmup }));
      }
      await Promise.all(calls);
      const timedOut = await Promise.race([done.then(() => false), sleep(5000).then(() => true)]);
      if (timedOut) {
        late += 1;
        console.warn(`round ${round}: not every event arrived within 5 s`);
      }
      await sleep(100);
    }
    const loadAfter = loadAverage();
    const afterRss = site.rssMB();
    const latencies: number[] = [];
    for (const worker of workers) {
      const reply = worker.next('latencies');
      worker.child.send({ type: 'finish' });
      latencies.push(...((await reply).latencies as number[]));
    }
    const sorted = latencies.sort((a, b) => a - b);
    const expected = CLIENTS * ROUNDS;
    console.log(`clients: ${CLIENTS} pusher-js on private channels in ${workers.length} worker processes, connected + subscribed in ${connectSeconds.toFixed(1)} s; ${os.cpus().length} cores`);
    console.log(`events: ${ROUNDS} measured rounds (after ${WARMUP_ROUNDS} not measured) × ${CLIENTS} channels via the pusher SDK (100 channels per trigger); received ${sorted.length} of ${expected}${late ? `; ${late} rounds late` : ''}`);
    console.log(`publish → receive latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (target p99 ≤ 100 ms)`);
    console.log(`load average before → after the rounds: ${loadBefore} → ${loadAfter}`);
    console.log(`server resident memory: ${idleRss.toFixed(0)} MB idle, ${connectedRss.toFixed(0)} MB with ${CLIENTS} clients, ${afterRss.toFixed(0)} MB after the rounds`);
  } finally {
    for (const worker of workers) worker.child.kill();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
