/**
 * The diner changes or cancels their own booking (issue 23, items 2 and 3): the guest from the
 * result link — a code texted to the booking's phone proves a change, the link alone cancels —
 * and the member from the order page. Every rule and refusal: the party up and down, another
 * time, a full slot (409, the old booking untouched), the store's cut-off, a past time, no
 * change, a wrong or reused code, someone else's booking; what reaches the diner (SMS, e-mail,
 * notification), the live slot updates and the waitlist getting the seats a change gave back.
 */
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Envelope, OrderCreated, OrderDetail, OrderResult, OrderResultCodeSent } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { taipeiDate, weekdayOf } from '../../../src/lib/booking-clock';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { newPhone, post, register } from '../../helpers/accounts';
import { bookedAt, bookingBody, findSlot, guestFields, inject, setCapacity, type Slot } from '../../helpers/booking';
import { movableClock } from '../../helpers/coins';
import { memberIdOf } from '../../helpers/partner';

type Errors = Envelope<{ errors: Record<string, string> }>;

const clock = movableClock();
const MINUTE = 60_000;

let mailSeq = 0;
const newAddress = () => `self-service-${process.pid}-${++mailSeq}@example.com`;

eachDatabase(
  'the diner’s own changes and cancel',
  (ctx: TestContext) => {
    afterEach(() => clock.reset());

    const reservation = (slot: { date: string; time: string }) => new Date(`${slot.date}T${slot.time}:00+08:00`);

    /** The `nth` store's first slot `daysAhead` days out, the store taking parties of up to 20. */
    async function slotAt(nth: number, daysAhead = 2): Promise<Slot> {
      const slot = await findSlot(ctx, nth, daysAhead);
      await ctx.db.update(t.stores).set({ maxPartySize: 20 }).where(eq(t.stores.id, slot.storeId));
      return { ...slot, maxPartySize: 20 };
    }

    /** The next time the store offers on the slot's weekday after `slot.time`. */
    async function laterTime(slot: Slot, skip = 0): Promise<Slot> {
      const rows = await rowsOf<{ time: string; capacity: number }>(
        ctx.db,
        sql`select time, capacity from store_slots where store_id = ${slot.storeId} and weekday = ${weekdayOf(slot.date)} and time > ${slot.time} order by time limit 1 offset ${skip}`,
      );
      if (!rows[0]) throw new Error('no later slot');
      return { ...slot, time: rows[0].time, capacity: Number(rows[0].capacity) };
    }

    async function bookGuest(slot: Slot, extra: Record<string, unknown> = {}) {
      const guest = { ...guestFields(), email: newAddress() };
      const res = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { ...guest, ...extra }));
      if (res.statusCode !== 200) throw new Error(res.body);
      return { ...json<Envelope<OrderCreated>>(res).return, ...guest };
    }

    async function bookMember(slot: Slot, token: string, extra: Record<string, unknown> = {}) {
      const res = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, extra), token);
      if (res.statusCode !== 200) throw new Error(res.body);
      return json<Envelope<OrderCreated>>(res).return;
    }

    const sendCode = (publicId: string) => post(ctx, `/v2/order/result/${publicId}/code`);
    const change = (publicId: string, payload: Record<string, unknown>) => inject(ctx, 'PUT', `/v2/order/result/${publicId}`, payload);
    const cancel = (publicId: string) => inject(ctx, 'POST', `/v2/order/result/${publicId}/cancel`);
    const memberChange = (orderId: number, payload: Record<string, unknown>, token?: string) => inject(ctx, 'PUT', `/v2/order/${orderId}/reservation`, payload, token);
    const resultOf = async (publicId: string) => json<Envelope<OrderResult>>(await inject(ctx, 'GET', `/v2/order/result/${publicId}`)).return;

    /** The code of the newest change-code SMS to the phone. */
    async function codeSentTo(phone: string): Promise<string> {
      const [row] = await ctx.db
        .select({ body: t.smsOutbox.body })
        .from(t.smsOutbox)
        .where(and(eq(t.smsOutbox.phone, phone), like(t.smsOutbox.body, '%訂位變更驗證碼%')))
        .orderBy(desc(t.smsOutbox.id))
        .limit(1);
      const code = /(\d{6})/.exec(row?.body ?? '')?.[1];
      if (!code) throw new Error(`no change code sent to ${phone}`);
      return code;
    }

    async function codeFor(publicId: string, phone: string): Promise<string> {
      const sent = await sendCode(publicId);
      if (sent.statusCode !== 200) throw new Error(sent.body);
      return codeSentTo(phone);
    }

    /** The texts a phone received once the outbox has dispatched what is due. */
    const textsTo = async (phone: string) => (await ctx.app.outbox.drain(), await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone)).orderBy(t.smsOutbox.id)).map((r) => r.body);

    const mailsTo = async (to: string) => {
      await ctx.app.outbox.drain();
      return json<{ messages: { subject: string; text: string; attachments: { filename: string }[] }[] }>(await ctx.app.inject({ method: 'GET', url: `/dev/mail-outbox?to=${encodeURIComponent(to)}` })).messages;
    };

    const orderRow = async (id: number) => (await ctx.db.select().from(t.orders).where(eq(t.orders.id, id)))[0];

    const setStatus = (id: number, status: number) => ctx.db.update(t.orders).set({ status }).where(eq(t.orders.id, id));

    /** The slot keys the outbox was asked to publish for the store (live updates). */
    const published = async (storeId: number) =>
      (await rowsOf<{ payload: { slots: { date: string; time: string }[] } }>(ctx.db, sql`select payload from outbox where kind = 'slots.publish' and (payload->>'storeId')::int = ${storeId}`)).flatMap((r) =>
        r.payload.slots.map((s) => `${s.date} ${s.time}`),
      );

    const partyOf = (slot: Slot, adults: number, children = 0) => ({ date: slot.date, time: slot.time, adult_num: adults, child_num: children });

    describe('the result page', () => {
      it('says until when the booking can be changed, that it can be changed and cancelled, and where the code goes', async () => {
        const slot = await slotAt(0);
        const booked = await bookGuest(slot);
        const result = await resultOf(booked.public_id);
        expect(result).toMatchObject({ can_change: true, can_cancel: true, phone_hint: `${booked.phone.slice(0, 4)}***${booked.phone.slice(7)}` });
        // The store's cut-off: 120 minutes before the reservation unless the store says otherwise.
        expect(result.change_until).toBe(new Date(reservation(slot).getTime() - 120 * MINUTE).toISOString());

        // Within the cut-off it can still be cancelled, no longer changed; after the time, neither.
        clock.set(new Date(reservation(slot).getTime() - 119 * MINUTE));
        expect(await resultOf(booked.public_id)).toMatchObject({ can_change: false, can_cancel: true });
        clock.set(reservation(slot));
        expect(await resultOf(booked.public_id)).toMatchObject({ can_change: false, can_cancel: false });
        clock.reset();

        await setStatus(booked.order_id, 7);
        expect(await resultOf(booked.public_id)).toMatchObject({ can_change: false, can_cancel: false });
      });

      it('gives the member’s order page the same answers', async () => {
        const slot = await slotAt(1);
        const member = await register(ctx);
        const { order_id } = await bookMember(slot, member.token);
        const detail = json<Envelope<OrderDetail>>(await inject(ctx, 'GET', `/v2/order/${order_id}`, undefined, member.token)).return;
        expect(detail).toMatchObject({ can_change: true, can_cancel: true, change_until: new Date(reservation(slot).getTime() - 120 * MINUTE).toISOString() });
        const history = json<Envelope<{ data: OrderDetail[] }>>(await inject(ctx, 'POST', '/v2/order-history', {}, member.token)).return.data;
        expect(history[0]).toMatchObject({ id: order_id, can_change: true, can_cancel: true });
      });
    });

    describe('the change code', () => {
      it('texts a 6-digit code to the booking’s phone and answers the masked phone; another at once is 429 with Retry-After', async () => {
        const slot = await slotAt(2);
        const booked = await bookGuest(slot);
        const sent = await sendCode(booked.public_id);
        expect(sent.statusCode).toBe(200);
        expect(json<Envelope<OrderResultCodeSent>>(sent).return).toEqual({ phone_hint: `${booked.phone.slice(0, 4)}***${booked.phone.slice(7)}` });
        const code = await codeSentTo(booked.phone);
        expect(await textsTo(booked.phone)).toContain(`【樂享】您的訂位變更驗證碼為 ${code}，10 分鐘內有效。若非本人操作，請勿將驗證碼告訴他人。`);

        const again = await sendCode(booked.public_id);
        expect(again.statusCode).toBe(429);
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
        expect(json(again).msg).toBe('請求過於頻繁，請稍後再試');
      });

      it('goes to a member booking’s contact phone', async () => {
        const slot = await slotAt(3);
        const member = await register(ctx);
        const contact = newPhone();
        const { public_id } = await bookMember(slot, member.token, { phone: contact });
        expect(json<Envelope<OrderResultCodeSent>>(await sendCode(public_id)).return.phone_hint).toBe(`${contact.slice(0, 4)}***${contact.slice(7)}`);
        expect(await codeSentTo(contact)).toMatch(/^\d{6}$/);
      });

      it('answers 404 for an unknown link and 422 once the booking can no longer be changed', async () => {
        for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x']) {
          for (const res of [await sendCode(id), await change(id, { code: '123456', date: '2030-01-01', time: '18:00', adult_num: 2, child_num: 0 }), await cancel(id)]) {
            expect(res.statusCode).toBe(404);
            expect(json(res).msg).toBe('找不到此訂位結果');
          }
        }
        const slot = await slotAt(4);
        const booked = await bookGuest(slot);
        clock.set(new Date(reservation(slot).getTime() - 60 * MINUTE));
        const late = await sendCode(booked.public_id);
        expect(late.statusCode).toBe(422);
        expect(json(late).msg).toBe('此訂位目前無法變更');
        clock.reset();
        await setStatus(booked.order_id, 0);
        expect((await sendCode(booked.public_id)).statusCode).toBe(422);
        expect(await textsTo(booked.phone)).not.toEqual(expect.arrayContaining([expect.stringContaining('驗證碼')]));
      });
    });

    describe('a guest’s change with the code', () => {
      it('changes the party size, texts and e-mails the new details with the result link, and keeps the status of a smaller party', async () => {
        const slot = await slotAt(5);
        const booked = await bookGuest(slot, { adult_num: 2 });
        const code = await codeFor(booked.public_id, booked.phone);
        const up = await change(booked.public_id, { code, ...partyOf(slot, 4, 1) });
        expect(up.statusCode).toBe(200);
        expect(json<Envelope<OrderResult>>(up).return).toMatchObject({ public_id: booked.public_id, status: 1, date: slot.date, time: slot.time, adult_num: 4, child_num: 1, can_change: true });
        expect(await bookedAt(ctx, slot)).toEqual({ seats: 5, orders: 1 });

        const link = `${ctx.config.publicOrigin}/booking-result/${booked.public_id}`;
        const texts = await textsTo(booked.phone);
        expect(texts.at(-1)).toBe(`【樂享】陳小華 您好，您在 ${(await resultOf(booked.public_id)).store.name} 的訂位已變更為 ${slot.date.slice(0, 4)} 年 ${Number(slot.date.slice(5, 7))} 月 ${Number(slot.date.slice(8))} 日 ${slot.time} 5 位。訂位已送出，等待餐廳確認。訂位結果：${link}`);
        const mails = await mailsTo(booked.email);
        const changed = mails.filter((m) => m.subject.includes('訂位已變更'));
        expect(changed).toHaveLength(1);
        expect(changed[0].text).toContain('人數：大人 4 位、小孩 1 位');
        expect(changed[0].text).toContain(link);
        expect(changed[0].attachments.map((a) => a.filename)).toEqual([`booking-${slot.date}.ics`]);

        // The store confirmed; a smaller party keeps the confirmation (with a new code: the first is spent).
        await setStatus(booked.order_id, 2);
        await ctx.db.update(t.throttleEvents).set({ createdAt: new Date(0) }).where(eq(t.throttleEvents.key, booked.phone));
        const down = await change(booked.public_id, { code: await codeFor(booked.public_id, booked.phone), ...partyOf(slot, 3) });
        expect(down.statusCode).toBe(200);
        expect(json<Envelope<OrderResult>>(down).return).toMatchObject({ status: 2, adult_num: 3, child_num: 0 });
        expect((await textsTo(booked.phone)).at(-1)).toContain('3 位。餐廳已確認您的訂位，座位已為您保留。');
      });

      it('moves the booking to another time: the new slot taken, the old one freed, both published live, back to awaiting the store, its reminders re-armed', async () => {
        const slot = await slotAt(6);
        const later = await laterTime(slot);
        const booked = await bookGuest(slot, { adult_num: 3 });
        await setStatus(booked.order_id, 2);
        await ctx.db.insert(t.bookingReminders).values({ orderId: booked.order_id, kind: 'day-before', sentAt: new Date() });
        const res = await change(booked.public_id, { code: await codeFor(booked.public_id, booked.phone), ...partyOf(later, 3) });
        expect(res.statusCode).toBe(200);
        expect(json<Envelope<OrderResult>>(res).return).toMatchObject({ status: 1, date: later.date, time: later.time, adult_num: 3 });
        expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
        expect(await bookedAt(ctx, later)).toEqual({ seats: 3, orders: 1 });
        expect(await published(slot.storeId)).toEqual(expect.arrayContaining([`${slot.date} ${slot.time}`, `${later.date} ${later.time}`]));
        expect((await textsTo(booked.phone)).at(-1)).toContain(`${later.time} 3 位。訂位已送出，等待餐廳確認。`);
        // The day-before reminder went out for the old time: the new time gets its own.
        expect(await ctx.db.select().from(t.bookingReminders).where(eq(t.bookingReminders.orderId, booked.order_id))).toEqual([]);
      });

      it('refuses a wrong code (驗證碼錯誤) and a used one (驗證碼已失效，請重新發送) on the code field, changing nothing', async () => {
        const slot = await slotAt(7);
        const booked = await bookGuest(slot);
        const code = await codeFor(booked.public_id, booked.phone);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        for (const [bad, message] of [[wrong, '驗證碼錯誤'], ['12', '驗證碼錯誤'], ['', '此欄位為必填']]) {
          const res = await change(booked.public_id, { code: bad, ...partyOf(slot, 3) });
          expect(res.statusCode).toBe(422);
          expect(json<Errors>(res)).toMatchObject({ msg: message, return: { errors: { code: message } } });
        }
        expect(await orderRow(booked.order_id)).toMatchObject({ adultNum: 2, status: 1 });

        expect((await change(booked.public_id, { code, ...partyOf(slot, 3) })).statusCode).toBe(200);
        const reused = await change(booked.public_id, { code, ...partyOf(slot, 4) });
        expect(reused.statusCode).toBe(422);
        expect(json<Errors>(reused)).toMatchObject({ msg: '驗證碼已失效，請重新發送', return: { errors: { code: '驗證碼已失效，請重新發送' } } });
        expect(await orderRow(booked.order_id)).toMatchObject({ adultNum: 3 });
      });

      it('answers 409 for a full slot, leaves the old booking untouched and the code usable', async () => {
        const slot = await slotAt(8);
        const later = await laterTime(slot);
        await setCapacity(ctx, later, 4);
        await bookGuest(later, { adult_num: 3 });
        const booked = await bookGuest(slot, { adult_num: 2 });
        await setStatus(booked.order_id, 2);
        const code = await codeFor(booked.public_id, booked.phone);
        const before = await orderRow(booked.order_id);
        const full = await change(booked.public_id, { code, ...partyOf(later, 2) });
        expect(full.statusCode).toBe(409);
        expect(json(full)).toEqual({ code: 0, status: 409, return: null, msg: '此時段已客滿，請選擇其他時段' });
        expect(await orderRow(booked.order_id)).toEqual(before);
        expect(await bookedAt(ctx, later)).toEqual({ seats: 3, orders: 1 });
        expect(await bookedAt(ctx, slot)).toEqual({ seats: 2, orders: 1 });
        // Growing in place past the capacity is refused the same way.
        await setCapacity(ctx, slot, 4);
        expect((await change(booked.public_id, { code, ...partyOf(slot, 5) })).statusCode).toBe(409);
        expect(await orderRow(booked.order_id)).toEqual(before);
        // The code was not spent by the refusals: a change that fits goes through with it.
        expect((await change(booked.public_id, { code, ...partyOf(later, 1) })).statusCode).toBe(200);
        expect(await bookedAt(ctx, later)).toEqual({ seats: 4, orders: 2 });
      });

      it('refuses after the store’s cut-off, a past or unknown time, a date outside the window, too large a party and no change at all', async () => {
        const first = await slotAt(9);
        // Booked after the day's first time, so that time can pass while this booking is still ahead.
        const at = await laterTime(first, 1);
        const booked = await bookGuest(at);
        const code = await codeFor(booked.public_id, booked.phone);
        const any = expect.any(String) as unknown as string;
        const cases: [Record<string, unknown>, number, string, Record<string, string>?][] = [
          [{ ...partyOf(at, 2) }, 422, '訂位內容沒有變更'],
          [{ ...partyOf(at, 2), date: taipeiDate(new Date(), -1) }, 422, '此時段無法預約，請選擇其他時段'],
          [{ ...partyOf(at, 2), date: taipeiDate(new Date(), 40) }, 422, '此時段無法預約，請選擇其他時段'],
          [{ ...partyOf(at, 2), time: '03:17' }, 422, '此時段無法預約，請選擇其他時段'],
          [{ ...partyOf(at, 2), time: '7pm' }, 422, '此時段無法預約，請選擇其他時段'],
          [{ ...partyOf(at, 2), date: '2026-02-30' }, 422, '日期格式不正確', { date: '日期格式不正確' }],
          [{ ...partyOf(at, 21) }, 422, '訂位人數超過店家可接待人數'],
          [{ ...partyOf(at, 0) }, 422, any, { adult_num: any }],
          [{ ...partyOf(at, 2), child_num: 51 }, 422, any, { child_num: any }],
        ];
        for (const [body, status, msg, errors] of cases) {
          const res = await change(booked.public_id, { code, ...body });
          expect({ body, status: res.statusCode, msg: json(res).msg }).toEqual({ body, status, msg });
          if (errors) expect(json<Errors>(res).return.errors).toEqual(errors);
        }
        // A time of the day that has passed (the store letting changes run to the last minute).
        await ctx.db.update(t.stores).set({ changeCutoffMinutes: 0 }).where(eq(t.stores.id, at.storeId));
        clock.set(new Date(reservation(first).getTime() + MINUTE));
        const past = await change(booked.public_id, { code, ...partyOf(first, 2) });
        expect([past.statusCode, json(past).msg]).toEqual([422, '此時段無法預約，請選擇其他時段']);
        await ctx.db.update(t.stores).set({ changeCutoffMinutes: 120 }).where(eq(t.stores.id, at.storeId));
        // Within 2 hours of the reservation: call the store.
        clock.set(new Date(reservation(at).getTime() - 119 * MINUTE));
        const late = await change(booked.public_id, { code, ...partyOf(at, 3) });
        expect([late.statusCode, json(late).msg]).toEqual([422, '已超過可線上更改的時間，請直接聯絡餐廳']);
        clock.reset();
        // A store's own cut-off (a week).
        await ctx.db.update(t.stores).set({ changeCutoffMinutes: 10080 }).where(eq(t.stores.id, at.storeId));
        expect(json(await change(booked.public_id, { code, ...partyOf(at, 3) })).msg).toBe('已超過可線上更改的時間，請直接聯絡餐廳');
        expect(await resultOf(booked.public_id)).toMatchObject({ can_change: false, can_cancel: true });
        await ctx.db.update(t.stores).set({ changeCutoffMinutes: 120 }).where(eq(t.stores.id, at.storeId));
        // A booking no longer ahead.
        await setStatus(booked.order_id, 5);
        expect(json(await change(booked.public_id, { code, ...partyOf(at, 3) })).msg).toBe('此訂位目前無法變更');
        expect(await orderRow(booked.order_id)).toMatchObject({ adultNum: 2, date: at.date, time: at.time, status: 5 });
        // None of it spent the code.
        await setStatus(booked.order_id, 1);
        expect((await change(booked.public_id, { code, ...partyOf(at, 3) })).statusCode).toBe(200);
      });
    });

    describe('a member’s change', () => {
      it('moves their booking without a code, notifies them and answers the order; a bigger party awaits the store again', async () => {
        const slot = await slotAt(10);
        const later = await laterTime(slot);
        const member = await register(ctx);
        const memberId = await memberIdOf(ctx, member.phone);
        const { order_id } = await bookMember(slot, member.token);
        await setStatus(order_id, 2);
        const res = await memberChange(order_id, partyOf(later, 2, 1), member.token);
        expect(res.statusCode).toBe(200);
        expect(json<Envelope<OrderDetail>>(res).return).toMatchObject({ id: order_id, status: 1, date: later.date, time: later.time, adult_num: 2, child_num: 1, can_change: true });
        const [note] = await rowsOf<{ data: { notification_title: string; notification_body: string; order_reservation_time: string } }>(
          ctx.db,
          sql`select data from notifications where member_id = ${memberId} and order_id = ${order_id} order by id desc limit 1`,
        );
        expect(note.data).toMatchObject({ notification_title: '訂位已變更', order_reservation_time: later.time });
        expect(note.data.notification_body).toMatch(new RegExp(`的訂位已變更為 .* ${later.time}（大人 2 位、小孩 1 位）。訂位已送出，等待餐廳確認。$`));
        // A member is told by the notification, not by SMS.
        expect((await textsTo(member.phone)).filter((text) => text.includes('已變更'))).toEqual([]);

        await setStatus(order_id, 2);
        const bigger = await memberChange(order_id, partyOf(later, 4, 1), member.token);
        expect(json<Envelope<OrderDetail>>(bigger).return).toMatchObject({ status: 1, adult_num: 4 });
      });

      it('answers 404 for another member’s order and 401 without a token, changing nothing', async () => {
        const slot = await slotAt(11);
        const owner = await register(ctx);
        const other = await register(ctx);
        const { order_id } = await bookMember(slot, owner.token);
        const res = await memberChange(order_id, partyOf(slot, 3), other.token);
        expect(res.statusCode).toBe(404);
        expect(json(res).msg).toBe('找不到此訂位');
        expect((await memberChange(999_999_999, partyOf(slot, 3), other.token)).statusCode).toBe(404);
        expect((await memberChange(order_id, partyOf(slot, 3))).statusCode).toBe(401);
        expect(await orderRow(order_id)).toMatchObject({ adultNum: 2 });
      });

      it('gives seats a smaller party or a move gave back to the slot’s waitlist first', async () => {
        const slot = await slotAt(12, 4);
        await setCapacity(ctx, slot, 4);
        const member = await register(ctx);
        const { order_id } = await bookMember(slot, member.token, { adult_num: 4 });
        const waiting = await register(ctx);
        const joined = await inject(ctx, 'POST', '/v2/waitlist', { store_id: slot.storeId, date: slot.date, time: slot.time, adult_num: 2, child_num: 0 }, waiting.token);
        expect(joined.statusCode).toBe(200);
        const entryStatus = async () => (await ctx.db.select({ status: t.waitlistEntries.status }).from(t.waitlistEntries).where(eq(t.waitlistEntries.storeId, slot.storeId)))[0].status;
        expect(await entryStatus()).toBe('waiting');

        expect((await memberChange(order_id, partyOf(slot, 2), member.token)).statusCode).toBe(200);
        expect(await entryStatus()).toBe('held');

        // A move lets the old slot's seats go to its line as well.
        const other = await slotAt(13, 4);
        await setCapacity(ctx, other, 2);
        const mover = await register(ctx);
        const moved = await bookMember(other, mover.token);
        const next = await register(ctx);
        expect((await inject(ctx, 'POST', '/v2/waitlist', { store_id: other.storeId, date: other.date, time: other.time, adult_num: 1, child_num: 0 }, next.token)).statusCode).toBe(200);
        expect((await memberChange(moved.order_id, partyOf(await laterTime(other), 2), mover.token)).statusCode).toBe(200);
        const [entry] = await ctx.db.select({ status: t.waitlistEntries.status }).from(t.waitlistEntries).where(eq(t.waitlistEntries.storeId, other.storeId));
        expect(entry.status).toBe('held');
      });
    });

    describe('the guest’s cancel from the link', () => {
      it('cancels with the link alone, texts and e-mails it, frees the seats for the waitlist; a second cancel is 422', async () => {
        const slot = await slotAt(14, 4);
        await setCapacity(ctx, slot, 2);
        const booked = await bookGuest(slot);
        const waiting = await register(ctx);
        expect((await inject(ctx, 'POST', '/v2/waitlist', { store_id: slot.storeId, date: slot.date, time: slot.time, adult_num: 2, child_num: 0 }, waiting.token)).statusCode).toBe(200);

        const res = await cancel(booked.public_id);
        expect(res.statusCode).toBe(200);
        expect(json<Envelope<OrderResult>>(res).return).toMatchObject({ public_id: booked.public_id, status: 0, can_change: false, can_cancel: false });
        expect(await bookedAt(ctx, slot)).toEqual({ seats: 0, orders: 0 });
        const [entry] = await ctx.db.select({ status: t.waitlistEntries.status }).from(t.waitlistEntries).where(eq(t.waitlistEntries.storeId, slot.storeId));
        expect(entry.status).toBe('held');

        const link = `${ctx.config.publicOrigin}/booking-result/${booked.public_id}`;
        expect((await textsTo(booked.phone)).at(-1)).toMatch(new RegExp(`^【樂享】陳小華 您好，您已取消 .* 的訂位。訂位結果：${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        const mails = await mailsTo(booked.email);
        expect(mails.map((m) => m.subject).sort()).toEqual([expect.stringMatching(/^【樂享】訂位已取消｜/), expect.stringMatching(/^【樂享】訂位已送出｜/)]);
        expect(mails.find((m) => m.subject.includes('訂位已取消'))?.attachments).toEqual([]);

        const again = await cancel(booked.public_id);
        expect(again.statusCode).toBe(422);
        expect(json<Errors>(again)).toMatchObject({ msg: '失敗', return: { errors: { status: '此訂位已取消' } } });
        expect((await textsTo(booked.phone)).filter((text) => text.includes('您已取消'))).toHaveLength(1);
      });

      it('refuses once the reservation time has come', async () => {
        const slot = await slotAt(15);
        const booked = await bookGuest(slot);
        clock.set(reservation(slot));
        const res = await cancel(booked.public_id);
        expect(res.statusCode).toBe(422);
        expect(json<Errors>(res).return.errors).toEqual({ status: '訂位時間已過，無法變更' });
        clock.reset();
        expect(await orderRow(booked.order_id)).toMatchObject({ status: 1 });
      });
    });
  },
  { adapters: { clock: clock.now } },
);
