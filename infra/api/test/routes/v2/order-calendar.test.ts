/** A booking's calendar file: parsed with ical.js, the right instant in Asia/Taipei, the store's name and address. */
import ICAL from 'ical.js';
import type { Envelope, OrderCreated, OrderDetail } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject } from '../../helpers/booking';
import { foldLine } from '../../../src/lib/ics';

function event(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component) };
}

eachDatabase('booking calendar', (ctx) => {
  it("gives the member's booking an .ics that starts at the booked Taipei time, at the store's address, with a reminder", async () => {
    const slot = await findSlot(ctx, 50, 3);
    const member = await register(ctx);
    const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { adult_num: 3, child_num: 1 }), member.token)).return;
    const order = json<Envelope<OrderDetail>>(await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, member.token)).return;

    const res = await inject(ctx, 'GET', `/v2/order/${order_id}/calendar.ics`, undefined, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${slot.date}.ics"`);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const { calendar, event: e } = event(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Taipei');
    expect(e.startDate.toJSDate().toISOString()).toBe(new Date(`${slot.date}T${slot.time}:00+08:00`).toISOString());
    expect(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime()).toBe(2 * 3_600_000);
    // Taipei wall clock, whatever zone the reader is in.
    expect(e.startDate.convertToZone(ICAL.Timezone.utcTimezone).toJSDate().getTime() + 8 * 3_600_000).toBe(Date.parse(`${slot.date}T${slot.time}:00Z`));
    expect(e.summary).toBe(`${order.store.name} 訂位（4 位）`);
    expect(e.location).toBe(`${order.store.name}, ${order.store.address}`);
    expect(e.uid).toBe(`order-${order.public_id}@localhost`);
    expect(e.description).toContain(`/booking-result/${order.public_id}`);
    expect(e.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT2H');

    // Another member, or nobody, gets nothing.
    expect((await inject(ctx, 'GET', `/v2/order/${order_id}/calendar.ics`, undefined, (await register(ctx)).token)).statusCode).toBe(404);
    const anonymous = await inject(ctx, 'GET', `/v2/order/${order_id}/calendar.ics`);
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 0, status: 401, msg: '請登入或是登入失敗' });

    // Cancelled: no calendar any more.
    await inject(ctx, 'PUT', '/v2/order', { order_id, status: 0 }, member.token);
    const cancelled = await inject(ctx, 'GET', `/v2/order/${order_id}/calendar.ics`, undefined, member.token);
    expect(cancelled.statusCode).toBe(409);
    expect(json(cancelled).msg).toBe('此訂位已取消或已結束，無法加入行事曆');
  });

  it("gives a guest's booking the same file by its public id alone (the app's calendar link); an unknown id is 404", async () => {
    const slot = await findSlot(ctx, 51, 3);
    const { public_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', { ...bookingBody(slot), ...guestFields() })).return;
    const res = await ctx.app.inject({ method: 'GET', url: `/v2/order/result/${public_id}/calendar.ics`, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    const { event: e } = event(res.body);
    expect(e.startDate.toJSDate().toISOString()).toBe(new Date(`${slot.date}T${slot.time}:00+08:00`).toISOString());
    // The link is PUBLIC_ORIGIN's, never the Host the request named.
    expect(e.component.getFirstPropertyValue('url')).toBe(`${ctx.config.publicOrigin}/booking-result/${public_id}`);
    const unknown = await inject(ctx, 'GET', `/v2/order/result/${'x'.repeat(22)}/calendar.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).msg).toBe('找不到此訂位');
  });

  it('folds long lines at 75 octets without splitting a character, and text with commas and semicolons survives', () => {
    const line = `LOCATION:${'台北市中正區重慶南路一段122號'.repeat(4)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n').every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:x', 'DTSTART:20260101T100000Z', foldLine('SUMMARY:鼎泰豐\\, 信義店\\; 2 樓'), 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    expect(event(ics).event.summary).toBe('鼎泰豐, 信義店; 2 樓');
  });
}, { pgliteOnly: true });
