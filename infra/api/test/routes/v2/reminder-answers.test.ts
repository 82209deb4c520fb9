/**
 * The diner's answers to a reminder (issue 23, item 5): 確認赴約 by the result link
 * (POST /v2/order/result/{publicId}/confirm, no token) records diner_confirmed_at once for a
 * booking still ahead, and the store sees it on the partner API's order; a member's 保留訂位
 * records it too. A cancelled or past booking cannot be confirmed (422, nothing changed), an
 * unknown link is 404. The member's 以簡訊提醒訂位 setting is part of the member record.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages, type Envelope, type MemberRecord, type OrderCreated, type OrderDetail, type OrderResult } from '@joy/contract';
import { type PartnerOrder } from '@joy/contract/partner';
import { eachDatabase, json, type TestContext } from '../../helpers/app';
import * as t from '../../../src/db/schema';
import { taipeiDate } from '../../../src/lib/booking-clock';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';
import { partnerCall, postMultipart } from '../../helpers/partner';

type Errors = Envelope<{ errors: Record<string, string> } | null>;

eachDatabase('reminder answers', (ctx: TestContext) => {
  const book = async (slot: Slot, extra: Record<string, unknown>, token?: string) => {
    const res = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, extra), token);
    if (res.statusCode !== 200) throw new Error(res.body);
    return json<Envelope<OrderCreated>>(res).return;
  };
  const confirm = (publicId: string) => inject(ctx, 'POST', `/v2/order/result/${publicId}/confirm`);
  const confirmedAt = async (orderId: number) => (await ctx.db.select({ at: t.orders.dinerConfirmedAt }).from(t.orders).where(eq(t.orders.id, orderId)))[0].at;
  let request = 0;
  // A request id keeps identical calls within one second from looking like replays (409).
  const storeOrder = async (slot: Slot, orderId: number, date = slot.date) => {
    const res = await partnerCall(ctx, slot.storeId, 'GET', `/partner/v1/orders?date=${date}&request_id=answers-list-${++request}`);
    expect(res.statusCode).toBe(200);
    return json<Envelope<PartnerOrder[]>>(res).return.find((o) => o.id === orderId);
  };

  it('confirms attendance from the result link once; a repeat is harmless; the result page and the store see it', async () => {
    const slot = await findSlot(ctx, 80);
    const { order_id, public_id } = await book(slot, guestFields());
    expect(json<Envelope<OrderResult>>(await inject(ctx, 'GET', `/v2/order/result/${public_id}`)).return.diner_confirmed_at).toBeNull();
    expect((await storeOrder(slot, order_id))?.diner_confirmed_at).toBeNull();

    const res = await confirm(public_id);
    expect(res.statusCode).toBe(200);
    const first = json<Envelope<OrderResult>>(res);
    expect(first.msg).toBe('已確認赴約');
    expect(first.return.public_id).toBe(public_id);
    expect(first.return.status).toBe(1);
    expect(new Date(first.return.diner_confirmed_at as string).toISOString()).toBe(first.return.diner_confirmed_at);

    const again = json<Envelope<OrderResult>>(await confirm(public_id));
    expect(again.return.diner_confirmed_at).toBe(first.return.diner_confirmed_at);
    expect(json<Envelope<OrderResult>>(await inject(ctx, 'GET', `/v2/order/result/${public_id}`)).return.diner_confirmed_at).toBe(first.return.diner_confirmed_at);
    expect((await storeOrder(slot, order_id))?.diner_confirmed_at).toBe(first.return.diner_confirmed_at);

    // The store's own moves keep showing it.
    const confirmed = await partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${order_id}/confirm?request_id=answers-1`);
    expect(json<Envelope<PartnerOrder>>(confirmed).return.diner_confirmed_at).toBe(first.return.diner_confirmed_at);
  });

  it('refuses a cancelled booking and one whose time has passed (422, nothing recorded), and an unknown link (404)', async () => {
    const slot = await findSlot(ctx, 81);
    const member = await register(ctx);
    const { order_id, public_id } = await book(slot, {}, member.token);
    expect((await inject(ctx, 'PUT', '/v2/order', { order_id, status: 0 }, member.token)).statusCode).toBe(200);
    const cancelled = await confirm(public_id);
    expect(cancelled.statusCode).toBe(422);
    expect(json<Errors>(cancelled).msg).toBe(messages.orderNotChangeable);
    expect(await confirmedAt(order_id)).toBeNull();

    const publicId = crypto.randomBytes(16).toString('base64url');
    const [past] = await ctx.db
      .insert(t.orders)
      .values({ slug: crypto.randomBytes(8).toString('hex'), publicId, storeId: slot.storeId, guestName: '陳小華', guestPhone: '0912000111', phone: '0912000111', date: taipeiDate(new Date(), -1), time: slot.time, adultNum: 2, status: 2 })
      .returning({ id: t.orders.id });
    const late = await confirm(publicId);
    expect(late.statusCode).toBe(422);
    expect(json<Errors>(late).msg).toBe(messages.orderTimePassed);
    expect(await confirmedAt(past.id)).toBeNull();

    const unknown = await confirm(crypto.randomBytes(16).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(json<Errors>(unknown).msg).toBe(messages.orderResultNotFound);
    expect((await confirm('x')).statusCode).toBe(404);
  });

  it('records a member’s 保留訂位 as their answer, shown on the order and to the store', async () => {
    const slot = await findSlot(ctx, 82);
    const member = await register(ctx);
    const { order_id } = await book(slot, {}, member.token);
    expect(json<Envelope<OrderDetail>>(await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, member.token)).return.diner_confirmed_at).toBeNull();
    const kept = await inject(ctx, 'PUT', '/v2/order', { order_id, status: 4 }, member.token);
    expect(kept.statusCode).toBe(200);
    const detail = json<Envelope<OrderDetail>>(kept).return;
    expect(detail.status).toBe(4);
    expect(detail.diner_confirmed_at).not.toBeNull();
    expect((await storeOrder(slot, order_id))?.diner_confirmed_at).toBe(detail.diner_confirmed_at);
  });

  it('keeps the member’s 以簡訊提醒訂位 choice in the member record: on by default, off and on again', async () => {
    const member = await register(ctx);
    const record = async () => json<Envelope<MemberRecord>>(await inject(ctx, 'GET', '/v2/member', undefined, member.token)).return;
    expect((await record()).sms_reminders).toBe(true);

    const off = await postMultipart(ctx, '/v2/member?_method=PUT', member.token, { sms_reminders: 'false' });
    expect(off.statusCode).toBe(200);
    expect(json<Envelope<MemberRecord>>(off).return.sms_reminders).toBe(false);
    expect((await record()).sms_reminders).toBe(false);
    const [row] = await ctx.db.select({ on: t.members.smsReminders }).from(t.members).where(eq(t.members.phone, member.phone));
    expect(row.on).toBe(false);

    // Other fields leave it as it is.
    expect(json<Envelope<MemberRecord>>(await postMultipart(ctx, '/v2/member?_method=PUT', member.token, { name: '王大明' })).return.sms_reminders).toBe(false);
    expect(json<Envelope<MemberRecord>>(await postMultipart(ctx, '/v2/member?_method=PUT', member.token, { sms_reminders: 'true' })).return.sms_reminders).toBe(true);

    const bad = await postMultipart(ctx, '/v2/member?_method=PUT', member.token, { sms_reminders: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(json<Envelope<{ errors: Record<string, string> }>>(bad).return.errors).toEqual({ sms_reminders: '格式不正確，請重新輸入' });
    expect((await record()).sms_reminders).toBe(true);
  });
});
