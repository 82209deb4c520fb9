/**
 * The Redis broker on its own: two brokers (two instances) on one Redis deliver each other's
 * events in order, leave other apps' channels alone, ignore what is not an event, and stop
 * delivering once closed. Needs Redis (TEST_REDIS_URL, or the local default); skipped with the
 * reason printed otherwise.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RealtimeEvent } from '../../src/realtime/broker';
import { createRedisBroker, redisChannel } from '../../src/realtime/redis-broker';
import { reachable } from '../scale/instances';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = reachable([REDIS_URL]);
if (!redis.ok) console.log(`Redis broker: skipped — ${REDIS_URL} not reachable (set TEST_REDIS_URL)`);
const suite = redis.ok ? describe : describe.skip;

suite('Redis broker', () => {
  const appId = `joy-broker-test-${crypto.randomBytes(4).toString('hex')}`;
  const connections: Redis[] = [];
  const connect = () => {
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    connections.push(client);
    return client;
  };
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.quit()));
  });

  const received = (into: RealtimeEvent[], count: number) =>
    new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error(`${into.length} of ${count} events arrived`)), 3000);
      const check = setInterval(() => {
        if (into.length < count) return;
        clearTimeout(deadline);
        clearInterval(check);
        resolve();
      }, 10);
    });

  it('fans events out to every instance in order, and only within its app', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const [a, b, other] = await Promise.all([
      createRedisBroker({ redis: connect(), appId, log }),
      createRedisBroker({ redis: connect(), appId, log }),
      createRedisBroker({ redis: connect(), appId: `${appId}-other`, log }),
    ]);
    const onA: RealtimeEvent[] = [];
    const onB: RealtimeEvent[] = [];
    const onOther: RealtimeEvent[] = [];
    a.onEvent((e) => onA.push(e));
    b.onEvent((e) => onB.push(e));
    other.onEvent((e) => onOther.push(e));

    // Not an event: ignored, the subscription goes on.
    await connect().publish(redisChannel(appId), 'not json');
    const events = Array.from({ length: 20 }, (_, i) => ({ channel: 'store-7', event: 'availability', data: JSON.stringify({ seats: i }), exceptSocketId: i % 2 ? '1.2' : undefined }));
    for (const event of events) await a.publish(event);
    await Promise.all([received(onA, 20), received(onB, 20)]);
    expect(onB).toEqual(events);
    expect(onA).toEqual(events);
    expect(onOther).toEqual([]);
    expect(warnings).toHaveLength(2);

    await b.close();
    await a.publish(events[0]);
    await received(onA, 21);
    expect(onB).toHaveLength(20);
    await Promise.all([a.close(), other.close()]);
  });
});
