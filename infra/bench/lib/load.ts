/**
 * A small closed-loop load generator: `connections` workers each send the next request as
 * soon as the previous answer arrives, for `seconds`. Reports requests/s and latency
 * percentiles. The same generator measures our API and a bare Fastify hello-world, so the
 * ratio between them is fair.
 */
import { Agent, request } from 'undici';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Extra request headers (e.g. accept-encoding for static files). */
  headers?: Record<string, string>;
  /**
   * A different request each time (a realistic mix, lib/mix.ts): the path and body of the next
   * request, instead of `url` and `body` every time. `url` is then the origin.
   */
  next?: () => { path: string; body?: unknown };
}

/** One target's requests over a pool of `connections`, recording each latency from `since`. */
function sender(target: Target, connections: number) {
  const dispatcher = new Agent({ connections, pipelining: 1, keepAliveTimeout: 10_000 });
  const latencies: number[] = [];
  let errors = 0;
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const headers = { ...(body ? { 'content-type': 'application/json', 'from-source': '0' } : { 'from-source': '0' }), ...target.headers };
  return {
    async send(since: number): Promise<void> {
      try {
        const drawn = target.next?.();
        const url = drawn ? `${target.url}${drawn.path}` : target.url;
        const payload = drawn ? (drawn.body === undefined ? undefined : JSON.stringify(drawn.body)) : body;
        const res = await request(url, { method: target.method ?? 'GET', body: payload, headers: drawn && payload ? { ...headers, 'content-type': 'application/json' } : headers, dispatcher });
        await res.body.arrayBuffer();
        if (res.statusCode >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - since);
    },
    async result(elapsedS: number): Promise<LoadResult> {
      await dispatcher.close();
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
      return { requests: latencies.length, errors, rps: latencies.length / elapsedS, p50: pct(50), p99: pct(99) };
    },
  };
}

export async function load(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const pool = sender(target, connections);
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) await pool.send(performance.now());
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return pool.result((performance.now() - t0) / 1000);
}

/**
 * Open loop: requests sent at a fixed offered rate whatever the answers do (autocannon's
 * `--overallRate`), each latency measured from the moment it was due to be sent, so a slow
 * server cannot hide its queue (no coordinated omission). `rps` is the rate answered.
 */
export async function loadAtRate(target: Target, rate: number, seconds: number, connections = 100): Promise<LoadResult> {
  const pool = sender(target, connections);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(pool.send(due));
  }
  await Promise.all(inFlight);
  return pool.result((performance.now() - t0) / 1000);
}
