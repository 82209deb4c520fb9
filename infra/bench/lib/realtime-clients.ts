/**
 * One worker process of `bench:realtime`: connects its share of the pusher-js clients, each
 * subscribed to its own private channel, and records for every event the time from its
 * publication (the `sent` instant in the event, on the same machine's clock) to its arrival.
 * Spread over several processes, the clients' own parsing does not become the latency measured.
 */
import Pusher from 'pusher';
import PusherJs from 'pusher-js';

interface Start {
  type: 'start';
  from: number;
  count: number;
  port: number;
  key: string;
  appId: string;
  secret: string;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const send = (message: unknown) => process.send?.(message);

async function start({ from, count, port, key, appId, secret }: Start): Promise<void> {
  const sdk = new Pusher({ appId, key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
  const clients: PusherJs[] = [];
  const latencies: number[] = [];
  const perRound = new Map<number, number>();
  const subscribed: Promise<void>[] = [];
  for (let i = from; i < from + count; i++) {
    const client = new PusherJs(key, {
      cluster: 'bench',
      wsHost: '127.0.0.1',
      wsPort: port,
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
    const channel = client.subscribe(`private-bench-${i}`);
    channel.bind('tick', (data: { round: number; sent: number; warmup: boolean }) => {
      if (!data.warmup) latencies.push(now() - data.sent);
      const n = (perRound.get(data.round) ?? 0) + 1;
      perRound.set(data.round, n);
      if (n === count) send({ type: 'round', round: data.round });
    });
    subscribed.push(
      new Promise((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(`subscription refused: ${JSON.stringify(e)}`)));
      }),
    );
    // Connections open in small steps, as real visitors arrive.
    if (i % 50 === 49) await sleep(20);
  }
  await Promise.all(subscribed);
  send({ type: 'ready' });
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'finish') return;
    for (const client of clients) client.disconnect();
    send({ type: 'latencies', latencies });
    setTimeout(() => process.exit(0), 100);
  });
}

process.once('message', (message: Start) => {
  start(message).catch((error: unknown) => {
    send({ type: 'error', message: String(error) });
    process.exit(1);
  });
});
