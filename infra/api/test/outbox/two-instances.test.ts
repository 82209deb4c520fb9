/**
 * Several instances on one PostgreSQL: two dispatchers, each on its own pool and its own
 * LISTEN connection, drain 1,000 messages written while they run; every message is
 * delivered exactly once (the claim's FOR UPDATE SKIP LOCKED) and none is lost.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../../src/db/client';
import { OutboxDispatcher, type OutboxHandlers } from '../../src/outbox/dispatcher';
import { listen } from '../../src/outbox/listen';
import { enqueue, OUTBOX_CHANNEL, type OutboxMessage } from '../../src/outbox/messages';
import { openTestApp, type TestContext } from '../helpers/app';

const MESSAGES = 1_000;
const run = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) console.warn('outbox two-instances test skipped: TEST_DATABASE_URL is not set');

run('outbox on two instances [postgres]', () => {
  let ctx: TestContext & { close: () => Promise<void> };
  let second: { db: Database; close: () => Promise<void> };

  beforeAll(async () => {
    ctx = await openTestApp('postgres', { env: { OUTBOX_DISPATCH: 'false' } });
    const url = ((ctx.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
    const handle = await openPostgres(url);
    second = { db: handle.db as unknown as Database, close: handle.close };
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('delivers 1,000 messages written during dispatch exactly once between them', async () => {
    const deliveries: { instance: string; messageId: string; n: number }[] = [];
    const handlers = (instance: string): OutboxHandlers => ({
      'sms.send': async (payload, { messageId }) => {
        // A little work per message, so the two really overlap.
        await new Promise((r) => setImmediate(r));
        deliveries.push({ instance, messageId, n: Number(payload.text) });
      },
      'notification.publish': async () => undefined,
      'sms.booking-created': async () => undefined,
      'sms.booking-moved': async () => undefined,
      'sms.booking-reminder': async () => undefined,
      'mail.booking': async () => undefined,
      'sms.waitlist-held': async () => undefined,
      'slots.publish': async () => undefined,
      'guarantee.authorize': async () => undefined,
      'guarantee.settle': async () => undefined,
    });
    const instances = [
      { name: 'a', db: ctx.db },
      { name: 'b', db: second.db },
    ].map(({ name, db }) => ({ db, dispatcher: new OutboxDispatcher({ db, log: ctx.app.log, handlers: handlers(name), batchSize: 25, pollMs: 200 }) }));
    const unlisten = await Promise.all(instances.map(({ db, dispatcher }) => listen(db, OUTBOX_CHANNEL, () => dispatcher.kick(), ctx.app.log)));
    instances.forEach(({ dispatcher }) => dispatcher.start());
    try {
      // Written in 40 transactions of 25, from both instances' pools, while both dispatch.
      for (let batch = 0; batch < MESSAGES / 25; batch += 1) {
        const messages: OutboxMessage[] = Array.from({ length: 25 }, (_, i) => ({ kind: 'sms.send', payload: { phone: '0900000000', text: String(batch * 25 + i) } }));
        await instances[batch % 2].db.transaction((tx) => enqueue(tx, ...messages));
      }
      const deadline = Date.now() + 60_000;
      while (deliveries.length < MESSAGES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await Promise.all(unlisten.map((u) => u()));
      await Promise.all(instances.map(({ dispatcher }) => dispatcher.stop()));
    }

    const ids = deliveries.map((d) => d.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(deliveries).toHaveLength(MESSAGES);
    expect(new Set(deliveries.map((d) => d.n))).toEqual(new Set(Array.from({ length: MESSAGES }, (_, i) => i)));
    const left = (await ctx.db.execute(sql`select status, count(*)::int as n from outbox group by status`)) as unknown as { rows: { status: string; n: number }[] };
    expect(left.rows).toEqual([{ status: 'sent', n: MESSAGES }]);
    // Both took part (the claims interleave rather than one instance taking everything).
    const per = new Map<string, number>();
    for (const d of deliveries) per.set(d.instance, (per.get(d.instance) ?? 0) + 1);
    console.log(`outbox two instances: a ${per.get('a') ?? 0}, b ${per.get('b') ?? 0} of ${MESSAGES}`);
    expect(per.size).toBe(2);
  });
});
