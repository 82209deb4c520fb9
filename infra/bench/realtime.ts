/**
 * Real-time fan-out: CLIENTS (default 1,000) concurrent pusher-js (Node) clients, each
 * subscribed to its own private channel on the API's built-in Pusher-protocol server; the
 * official `pusher` SDK publishes over the signed HTTP API and each client notes when the
 * event arrives. Reports publish → receive latency p50/p99/max and the server's resident
 * memory idle, with every client connected, and after the rounds.
 *
 * Private-channel signatures are made in the bench process with the server's secret (the same
 * HMAC the member auth endpoint returns, see TOOLCHAIN.md), so the run does not have to
 * register 1,000 members; the server still checks every signature.
 * Run: `npm run bench:realtime` (CLIENTS, ROUNDS to change the load).
 */
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import { startSite } from './lib/server';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const PORT = 3996;
const credentials = { appId: 'joy', key: 'joy-bench', secret: 'bench-secret-0123456789abcdef' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const site = await startSite(PORT, { PUSHER_APP_ID: credentials.appId, PUSHER_KEY: credentials.key, PUSHER_SECRET: credentials.secret });
  const sdk = new Pusher({ ...credentials, host: '127.0.0.1', port: String(PORT), useTLS: false });
  const clients: PusherJs[] = [];
  const latencies: number[] = [];
  let pending = new Map<string, number>();
  try {
    const idleRss = site.rssMB();
    const connectStart = performance.now();
    const subscribedAll: Promise<void>[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const client = new PusherJs(credentials.key, {
        cluster: 'bench',
        wsHost: '127.0.0.1',
        wsPort: PORT,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          endpoint: 'unused',
          transport: 'ajax',
          customHandler: ({ socketId, channelName }, callback) => callback(null, sdk.authorizeChannel(socketId, channelName)),
        },
      });
      clients.push(client);
      const name = `private-bench-${i}`;
      const channel = client.subscribe(name);
      channel.bind('tick', (data: { round: number }) => {
        const key = `${name}:${data.round}`;
        const sent = pending.get(key);
        if (sent === undefined) return;
        pending.delete(key);
        latencies.push(performance.now() - sent);
      });
      subscribedAll.push(
        new Promise((resolve, reject) => {
          channel.bind('pusher:subscription_succeeded', () => resolve());
          channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(`subscription refused: ${JSON.stringify(e)}`)));
        }),
      );
      // Open connections in small steps, as real visitors arrive, not 1,000 in one tick.
      if (i % 50 === 49) await sleep(20);
    }
    await Promise.all(subscribedAll);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const connectedRss = site.rssMB();

    // Each round publishes one event to every private channel: the SDK's trigger takes up to
    // 100 channels per call, so a round is CLIENTS / 100 HTTP calls.
    for (let round = 0; round < ROUNDS; round++) {
      pending = new Map();
      const calls: Promise<unknown>[] = [];
      for (let from = 0; from < CLIENTS; from += 100) {
        const names = Array.from({ length: Math.min(100, CLIENTS - from) }, (_, k) => `private-bench-${from + k}`);
        const sent = performance.now();
        for (const name of names) pending.set(`${name}:${round}`, sent);
        calls.push(sdk.trigger(names, 'tick', { round }));
      }
      await Promise.all(calls);
      const deadline = Date.now() + 5000;
      while (pending.size > 0 && Date.now() < deadline) await sleep(5);
      if (pending.size > 0) console.warn(`round ${round}: ${pending.size} events not received within 5 s`);
      await sleep(100);
    }
    const afterRss = site.rssMB();
    const sorted = [...latencies].sort((a, b) => a - b);
    const expected = CLIENTS * ROUNDS;
    console.log(`clients: ${CLIENTS} pusher-js on private channels, connected + subscribed in ${connectSeconds.toFixed(1)} s`);
    console.log(`events: ${ROUNDS} rounds × ${CLIENTS} channels via the pusher SDK (100 channels per trigger); received ${sorted.length} of ${expected}`);
    console.log(`publish → receive latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`);
    console.log(`server resident memory: ${idleRss.toFixed(0)} MB idle, ${connectedRss.toFixed(0)} MB with ${CLIENTS} clients, ${afterRss.toFixed(0)} MB after the rounds`);
  } finally {
    for (const client of clients) client.disconnect();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
