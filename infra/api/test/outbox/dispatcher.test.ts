/**
 * The outbox dispatcher on the real database: a message written in a transaction is delivered
 * once it commits and never when it rolls back; an adapter that fails is retried with backoff
 * and the message delivered on the attempt that works, with the same message id each time;
 * after the last attempt the message is dead-lettered with the reason.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { enqueue } from '../../src/outbox/messages';
import { backoffMs } from '../../src/outbox/dispatcher';
import type { SmsSender } from '../../src/adapters/sms';
import { eachDatabase } from '../helpers/app';
import { newPhone } from '../helpers/accounts';

/** An SMS gateway that is down for the first `failures` calls to each phone, then records what it sends. */
function flakySms(failures: number) {
  const calls: { phone: string; body: string; messageId?: string }[] = [];
  const delivered: typeof calls = [];
  const sender: SmsSender = {
    provider: 'local',
    async send(phone, body, options = {}) {
      calls.push({ phone, body, messageId: options.messageId });
      const made = calls.filter((c) => c.phone === phone).length;
      if (made <= failures) throw new Error(`gateway down (call ${made})`);
      delivered.push({ phone, body, messageId: options.messageId });
    },
  };
  return { sender, calls, delivered };
}

const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('backoff', () => {
  it('doubles from the base up to the cap, within ±20%', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0.5)).toBe(1000);
    expect(backoffMs(3, 1000, 60_000, () => 0.5)).toBe(4000);
    expect(backoffMs(20, 1000, 60_000, () => 0.5)).toBe(60_000);
    expect(backoffMs(2, 1000, 60_000, () => 0)).toBe(1600);
    expect(backoffMs(2, 1000, 60_000, () => 1)).toBe(2400);
  });
});

const flaky = flakySms(3);
eachDatabase(
  'outbox retries',
  (ctx) => {
    // The dispatcher starts with the app (no request here to start it).
    beforeAll(() => ctx.app.ready());

    it('delivers on the fourth attempt when the SMS gateway fails three times, with one message id throughout', async () => {
      const phone = newPhone();
      await ctx.db.transaction((tx) => enqueue(tx, { kind: 'sms.send', payload: { phone, text: '【樂享】重試測試' } }));
      const mine = () => ctx.db.select().from(t.outbox).where(sql`${t.outbox.payload}->>'phone' = ${phone}`);
      await waitFor(async () => (await mine())[0]?.status === 'sent');
      expect(flaky.delivered.filter((d) => d.phone === phone)).toHaveLength(1);
      const calls = flaky.calls.filter((c) => c.phone === phone);
      expect(calls).toHaveLength(4);
      expect(new Set(calls.map((c) => c.messageId)).size).toBe(1);
      const [row] = await ctx.db.select().from(t.outbox).where(eq(t.outbox.messageId, calls[0].messageId as string));
      expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    });

    it('writes nothing when the transaction rolls back', async () => {
      const phone = newPhone();
      await expect(
        ctx.db.transaction(async (tx) => {
          await enqueue(tx, { kind: 'sms.send', payload: { phone, text: 'never' } });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await ctx.app.outbox.drain();
      expect(flaky.calls.filter((c) => c.phone === phone)).toHaveLength(0);
      expect(await ctx.db.select().from(t.outbox).where(sql`${t.outbox.payload}->>'phone' = ${phone}`)).toHaveLength(0);
    });
  },
  { adapters: { sms: flaky.sender }, env: { OUTBOX_RETRY_BASE_MS: '20', OUTBOX_POLL_MS: '20' } },
);

const down = flakySms(Number.POSITIVE_INFINITY);
eachDatabase(
  'outbox dead letters',
  (ctx) => {
    beforeAll(() => ctx.app.ready());

    it('dead-letters a message after the last attempt, keeping the reason', async () => {
      const phone = newPhone();
      await ctx.db.transaction((tx) => enqueue(tx, { kind: 'sms.send', payload: { phone, text: '【樂享】無法送達' } }));
      const mineDead = () => ctx.db.select().from(t.outbox).where(and(eq(t.outbox.status, 'dead'), sql`${t.outbox.payload}->>'phone' = ${phone}`));
      await waitFor(async () => (await mineDead()).length === 1);
      const [dead] = await mineDead();
      expect(dead).toMatchObject({ kind: 'sms.send', attempts: 3, lastError: 'gateway down (call 3)' });
      expect(dead.doneAt).toBeInstanceOf(Date);
      expect(down.calls.filter((c) => c.phone === phone)).toHaveLength(3);
      // Dead stays dead: nothing more is tried.
      await new Promise((r) => setTimeout(r, 150));
      await ctx.app.outbox.drain();
      expect(down.calls.filter((c) => c.phone === phone)).toHaveLength(3);
    });
  },
  { adapters: { sms: down.sender }, env: { OUTBOX_RETRY_BASE_MS: '10', OUTBOX_POLL_MS: '20', OUTBOX_MAX_ATTEMPTS: '3' } },
);
