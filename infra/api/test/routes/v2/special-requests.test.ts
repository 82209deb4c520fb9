import { eq } from 'drizzle-orm';
import type { Envelope, OrderCreated, OrderDetail, OrderResult, StoreDetail } from '@joy/contract';
import type { PartnerOrder } from '@joy/contract/partner';
import * as t from '../../../src/db/schema';
import { eachDatabase, json } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookedAt, bookingBody, findSlot, guestFields, inject, type Slot } from '../../helpers/booking';
import { partnerCall } from '../../helpers/partner';

type FieldErrors = Envelope<{ errors: Record<string, string> }>;

eachDatabase('special requests', (ctx) => {
  const book = (slot: Slot, extra: Record<string, unknown> = {}, token?: string) => inject(ctx, 'POST', '/v2/order', bookingBody(slot, extra), token);
  const setAreas = (storeId: number, areas: string[]) => ctx.db.update(t.stores).set({ seatingAreas: areas }).where(eq(t.stores.id, storeId));
  const requests = { purpose: '紀念日', dietary_note: '不吃牛、花生過敏', seating_area: '包廂', high_chairs: 2 };

  it('stores the occasion, dietary notes, seating area and high chairs, and every reader shows them', async () => {
    const slot = await findSlot(ctx, 40);
    await setAreas(slot.storeId, ['窗邊', '包廂']);
    const member = await register(ctx);
    const res = await book(slot, requests, member.token);
    expect(res.statusCode).toBe(200);
    const { order_id, public_id } = json<Envelope<OrderCreated>>(res).return;

    const detail = json<Envelope<OrderDetail>>(await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, member.token)).return;
    expect(detail).toMatchObject(requests);
    const result = json<Envelope<OrderResult>>(await inject(ctx, 'GET', `/v2/order/result/${public_id}`)).return;
    expect(result).toMatchObject(requests);
    const history = json<Envelope<{ data: OrderDetail[] }>>(await inject(ctx, 'POST', '/v2/order-history', {}, member.token)).return;
    expect(history.data[0]).toMatchObject({ id: order_id, ...requests });
    // The store reads them through the partner API.
    const forStore = json<Envelope<PartnerOrder[]>>(await partnerCall(ctx, slot.storeId, 'GET', `/partner/v1/orders?date=${slot.date}`)).return;
    expect(forStore.find((o) => o.id === order_id)).toMatchObject(requests);
  });

  it('stores none of them when none are given (a guest without requests)', async () => {
    const slot = await findSlot(ctx, 41);
    const res = await book(slot, { ...guestFields(), purpose: undefined, note: '' });
    expect(res.statusCode).toBe(200);
    const { public_id } = json<Envelope<OrderCreated>>(res).return;
    expect(json<Envelope<OrderResult>>(await inject(ctx, 'GET', `/v2/order/result/${public_id}`)).return).toMatchObject({ purpose: '', dietary_note: '', seating_area: '', high_chairs: 0 });
  });

  it('refuses an occasion off the list, a dietary note over 200 characters and high chairs outside 0–4 (422 by field), booking nothing', async () => {
    const slot = await findSlot(ctx, 42);
    const member = await register(ctx);
    const res = await book(slot, { purpose: '家庭聚餐', dietary_note: '花'.repeat(201), high_chairs: 5 }, member.token);
    expect(res.statusCode).toBe(422);
    const body = json<FieldErrors>(res);
    expect(body.return.errors).toEqual({ purpose: '請從選項中選擇用餐目的', dietary_note: '飲食禁忌與過敏請在 200 字以內', high_chairs: '兒童座椅可選 0 到 4 張' });
    expect(body).toMatchObject({ code: 0, status: 422, msg: '請從選項中選擇用餐目的' });
    for (const bad of [{ high_chairs: -1 }, { high_chairs: 1.5 }, { high_chairs: 'two' }]) {
      const refused = await book(slot, bad, member.token);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(json<FieldErrors>(refused).return.errors)).toEqual(['high_chairs']);
    }
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
  });

  it('takes a seating area only from the store’s own areas (422 seating_area otherwise)', async () => {
    const slot = await findSlot(ctx, 43);
    const member = await register(ctx);
    await setAreas(slot.storeId, []);
    // No areas: any preference is refused.
    const none = await book(slot, { seating_area: '窗邊' }, member.token);
    expect(none.statusCode).toBe(422);
    expect(json<FieldErrors>(none)).toMatchObject({ msg: '請從餐廳提供的座位區中選擇', return: { errors: { seating_area: '請從餐廳提供的座位區中選擇' } } });
    await setAreas(slot.storeId, ['窗邊', '吧檯']);
    const other = await book(slot, { seating_area: '露台' }, member.token);
    expect(json<FieldErrors>(other).return.errors).toEqual({ seating_area: '請從餐廳提供的座位區中選擇' });
    expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
    // One of them (surrounding spaces trimmed) is booked.
    const ok = await book(slot, { seating_area: ' 吧檯 ' }, member.token);
    expect(ok.statusCode).toBe(200);
    const { order_id } = json<Envelope<OrderCreated>>(ok).return;
    expect(json<Envelope<OrderDetail>>(await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, member.token)).return.seating_area).toBe('吧檯');
  });

  it('lists the store’s seating areas in the store detail the booking page reads', async () => {
    const slot = await findSlot(ctx, 44);
    await setAreas(slot.storeId, ['窗邊', '包廂']);
    const store = json<Envelope<StoreDetail>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}`)).return;
    expect(store.seating_areas).toEqual(['窗邊', '包廂']);
    await setAreas(slot.storeId, []);
    expect(json<Envelope<StoreDetail>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}`)).return.seating_areas).toEqual([]);
  });
});
