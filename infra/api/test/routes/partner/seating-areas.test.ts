import type { Envelope, StoreDetail } from '@joy/contract';
import type { PartnerSeatingAreas } from '@joy/contract/partner';
import { devPartnerCredential, signPartnerRequest } from '../../../src/lib/partner-signature';
import { eachDatabase, json } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, inject } from '../../helpers/booking';
import { partnerCall } from '../../helpers/partner';

type FieldErrors = Envelope<{ errors: Record<string, string> }>;

eachDatabase('partner API: seating areas', (ctx) => {
  let request = 0;
  // A request id in the query keeps identical calls within one second from looking like replays.
  const put = (storeId: number, payload: unknown) => partnerCall(ctx, storeId, 'PUT', `/partner/v1/seating-areas?request_id=${++request}`, payload);
  const areasOf = async (storeId: number) => json<Envelope<PartnerSeatingAreas>>(await partnerCall(ctx, storeId, 'GET', `/partner/v1/seating-areas?request_id=${++request}`)).return.areas;
  const storeAreas = async (storeId: number) => json<Envelope<StoreDetail>>(await inject(ctx, 'GET', `/v2/store/${storeId}`)).return.seating_areas;

  it('sets the store’s areas (trimmed, in its order); the store detail and the booking take them; [] clears them', async () => {
    const slot = await findSlot(ctx, 60);
    expect(await areasOf(slot.storeId)).toEqual([]);
    const res = await put(slot.storeId, { areas: [' 窗邊 ', '包廂', '吧檯'] });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ code: 1, status: 200, msg: expect.any(String), return: { areas: ['窗邊', '包廂', '吧檯'] } });
    expect(await areasOf(slot.storeId)).toEqual(['窗邊', '包廂', '吧檯']);
    expect(await storeAreas(slot.storeId)).toEqual(['窗邊', '包廂', '吧檯']);

    const member = await register(ctx);
    const booked = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { seating_area: '包廂' }), member.token);
    expect(booked.statusCode).toBe(200);

    expect(json<Envelope<PartnerSeatingAreas>>(await put(slot.storeId, { areas: [] })).return.areas).toEqual([]);
    expect(await storeAreas(slot.storeId)).toEqual([]);
    const refused = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { seating_area: '包廂' }), (await register(ctx)).token);
    expect(json<FieldErrors>(refused).return.errors).toEqual({ seating_area: '請從餐廳提供的座位區中選擇' });
  });

  it('changes only the calling store’s areas', async () => {
    const mine = await findSlot(ctx, 61);
    const theirs = await findSlot(ctx, 62);
    await put(theirs.storeId, { areas: ['露台'] });
    await put(mine.storeId, { areas: ['窗邊'] });
    expect(await areasOf(theirs.storeId)).toEqual(['露台']);
    expect(await areasOf(mine.storeId)).toEqual(['窗邊']);
  });

  it.each([
    ['more than 10 areas', { areas: Array.from({ length: 11 }, (_, i) => `區域${i + 1}`) }, '座位區最多 10 個'],
    ['a repeated area', { areas: ['窗邊', '包廂', ' 窗邊'] }, '座位區名稱不可重複'],
    ['an empty name', { areas: ['窗邊', ' '] }, '座位區名稱請填 1 到 20 個字'],
    ['a name over 20 characters', { areas: ['靠近廚房可以看到師傅料理的吧檯座位區'.padEnd(21, '區')] }, '座位區名稱請填 1 到 20 個字'],
    ['a name that is not text', { areas: [{ name: '窗邊' }] }, '座位區名稱請填 1 到 20 個字'],
    ['no list', {}, '請提供座位區清單'],
    ['a list that is not one', { areas: '窗邊' }, '請提供座位區清單'],
  ])('refuses %s (422 on areas), changing nothing', async (_name, payload, message) => {
    const slot = await findSlot(ctx, 63);
    await put(slot.storeId, { areas: ['窗邊'] });
    const res = await put(slot.storeId, payload);
    expect(res.statusCode).toBe(422);
    const body = json<FieldErrors>(res);
    expect(Object.keys(body.return.errors)).toEqual(['areas']);
    expect(body.return.errors.areas).toBe(message);
    expect(body.msg).toBe(message);
    expect(await areasOf(slot.storeId)).toEqual(['窗邊']);
  });

  it('refuses an unsigned call, a wrong signature and a body changed after signing (401), changing nothing', async () => {
    const slot = await findSlot(ctx, 64);
    await put(slot.storeId, { areas: ['窗邊'] });
    const path = '/partner/v1/seating-areas';
    const bare = await ctx.app.inject({ method: 'PUT', url: path, payload: { areas: ['包廂'] } });
    expect(bare.statusCode).toBe(401);
    expect(json(bare).msg).toBe('金鑰無效');

    const wrong = await partnerCall(ctx, slot.storeId, 'PUT', `${path}?request_id=wrong`, { areas: ['包廂'] }, { credential: { keyId: devPartnerCredential(slot.storeId).keyId, secret: 'not-the-secret' } });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).msg).toBe('簽章錯誤');

    const signed = signPartnerRequest(devPartnerCredential(slot.storeId), 'PUT', path, { areas: ['包廂'] });
    const tampered = await ctx.app.inject({ method: 'PUT', url: path, headers: signed.headers, payload: JSON.stringify({ areas: ['露台'] }) });
    expect(tampered.statusCode).toBe(401);
    expect(json(tampered).msg).toBe('簽章錯誤');

    // Another store's key signs for that store only: it cannot reach this one's areas.
    const other = await findSlot(ctx, 65);
    await partnerCall(ctx, other.storeId, 'PUT', `${path}?request_id=other`, { areas: ['包廂'] });
    expect(await areasOf(slot.storeId)).toEqual(['窗邊']);
  });
});
