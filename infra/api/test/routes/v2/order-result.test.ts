import { eq } from 'drizzle-orm';
import { responses, type Envelope, type OrderCreated, type OrderResult } from '@joy/contract';
import * as t from '../../../src/db/schema';
import type { SmsSender } from '../../../src/adapters/sms';
import { eachDatabase, json } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject } from '../../helpers/booking';

eachDatabase('guest booking result', (ctx) => {
  /** The texts a phone received, once the outbox has dispatched what is due. */
  const outbox = async (phone: string) => (await ctx.app.outbox.drain(), await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)));

  it('gives the guest an unguessable public id, texts the result link and shows the result without a token', async () => {
    const slot = await findSlot(ctx, 70);
    const guest = guestFields();
    const res = await ctx.app.inject({ method: 'POST', url: '/v2/order', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' }, payload: bookingBody(slot, { ...guest, idempotency_key: 'g-1' }) });
    expect(res.statusCode).toBe(200);
    const { order_id, public_id } = json<Envelope<OrderCreated>>(res).return;
    // 16 random bytes, base64url.
    expect(public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const texts = await outbox(guest.phone);
    expect(texts).toHaveLength(1);
    // The link is the configured origin's, whatever Host or X-Forwarded-Host the request named.
    expect(texts[0].body).toContain(`${ctx.config.publicOrigin}/booking-result/${public_id}`);
    expect(texts[0].body).not.toContain('evil.example');
    expect(texts[0].body).toContain(guest.name);

    const result = await inject(ctx, 'GET', `/v2/order/result/${public_id}`);
    expect(result.statusCode).toBe(200);
    const body = json<Envelope<OrderResult>>(result).return;
    expect(body).toMatchObject({ public_id, status: 1, date: slot.date, time: slot.time, adult_num: 2, name: guest.name, store: { id: slot.storeId, slug: expect.any(String), name: expect.any(String) } });
    // No phone (only its masked hint), email, internal id or slug: the public id is the only key it needs.
    expect(Object.keys(body).sort()).toEqual(Object.keys(responses.orderResult.fields).sort());
    for (const key of ['id', 'slug', 'phone', 'email']) expect(body).not.toHaveProperty(key);
    expect(body.phone_hint).toBe(`${guest.phone.slice(0, 4)}***${guest.phone.slice(7)}`);
    expect(JSON.stringify(body)).not.toContain(guest.phone);
    expect(JSON.stringify(body)).not.toContain(guest.email);

    // A repeated submit answers the same ids and texts nothing more.
    const again = await ctx.app.inject({ method: 'POST', url: '/v2/order', payload: bookingBody(slot, { ...guest, idempotency_key: 'g-1' }) });
    expect(json<Envelope<OrderCreated>>(again).return).toEqual({ order_id, slug: expect.any(String), public_id, guarantee: null });
    expect(await outbox(guest.phone)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed public id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '..%2F..%2Fetc']) {
      const res = await inject(ctx, 'GET', `/v2/order/result/${id}`);
      expect(res.statusCode).toBe(404);
      expect(json(res).msg).toBe('找不到此訂位結果');
    }
  });

  it('gives a member’s booking a public id too, without an SMS', async () => {
    const slot = await findSlot(ctx, 71);
    const member = await register(ctx);
    const sentBefore = (await outbox(member.phone)).length;
    const { public_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token)).return;
    expect(public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await outbox(member.phone)).toHaveLength(sentBefore);
  });
});

const failingSms: SmsSender = {
  provider: 'http',
  send: async () => {
    throw new Error('SMS gateway down');
  },
};

eachDatabase(
  'guest booking when the SMS gateway fails',
  (ctx) => {
    it('still books', async () => {
      const slot = await findSlot(ctx, 72);
      const res = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, guestFields()));
      expect(res.statusCode).toBe(200);
      const { public_id } = json<Envelope<OrderCreated>>(res).return;
      expect((await inject(ctx, 'GET', `/v2/order/result/${public_id}`)).statusCode).toBe(200);
    });
  },
  { pgliteOnly: true, adapters: { sms: failingSms } },
);
