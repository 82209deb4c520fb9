import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Envelope, OrderCreated } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { decide, MEMBER_ACTIONS, ORDER_STATUSES } from '../../../src/lib/order-status';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, inject } from '../../helpers/booking';
import { memberIdOf } from '../../helpers/partner';

eachDatabase('member order changes against the status table', (ctx) => {
  it('keeps and cancels exactly as the table allows, from every status, before and after the reservation; one notification per change', async () => {
    const slot = await findSlot(ctx, 80);
    const member = await register(ctx);
    const memberId = await memberIdOf(ctx, member.phone);
    const future = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token)).return.order_id;
    const [past] = await ctx.db
      .insert(t.orders)
      .values({ slug: crypto.randomBytes(8).toString('hex'), storeId: slot.storeId, memberId, date: taipeiDate(new Date(), -1), time: slot.time, adultNum: 2 })
      .returning({ id: t.orders.id });
    const count = async () => Number((await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from notifications where member_id = ${memberId}`))[0].n);

    for (const orderId of [future, past.id]) {
      const [{ date, time }] = await ctx.db.select({ date: t.orders.date, time: t.orders.time }).from(t.orders).where(eq(t.orders.id, orderId));
      for (const from of ORDER_STATUSES) {
        for (const to of [0, 4] as const) {
          await ctx.db.update(t.orders).set({ status: from }).where(eq(t.orders.id, orderId));
          const before = await count();
          const expected = decide('member', MEMBER_ACTIONS[to], from, { date, time }, new Date());
          const res = await inject(ctx, 'PUT', '/v2/order', { order_id: orderId, status: to }, member.token);
          expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: expected.ok ? 200 : 422 });
          if (!expected.ok) expect(json(res)).toMatchObject({ msg: '失敗', return: { errors: { status: expected.reason } } });
          const [{ status }] = await ctx.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, orderId));
          expect(status).toBe(expected.ok ? to : from);
          expect(await count()).toBe(before + (expected.ok ? 1 : 0));
        }
      }
    }
  });
});
