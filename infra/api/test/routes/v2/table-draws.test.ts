/**
 * Fair release of hot tables (issue 28): the partner API's draws (schedule, list, cancel, with
 * their field-keyed refusals), the date kept off first-come booking while a draw is scheduled,
 * entering (the window, one entry per phone and per member, the guest's SMS code), the draw
 * job (one runner under parallel runs, winners booked while seats last, every entrant told),
 * and fairness through the real job: over many draws each entry is equally likely in each place.
 */
import { and, eq, sql } from 'drizzle-orm';
import { drawMessages, drawResultTexts, endpoints, type DrawEntry, type StoreFilter, type Envelope, type StoreDraw, type TimeSlot } from '@joy/contract';
import { drawPartnerMessages, type PartnerDraw } from '@joy/contract/partner';
import * as t from '../../../src/db/schema';
import { createScheduler } from '../../../src/jobs/scheduler';
import { tableDrawsJob } from '../../../src/jobs/table-draws';
import { taipeiDate, weekdayOf } from '../../../src/lib/booking-clock';
import { drawOrder } from '../../../src/lib/draw-order';
import { pageRequest } from '../../../src/lib/paging';
import { slotSearch } from '../../../src/repositories/free-slots';
import { slotStates } from '../../../src/repositories/availability';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';
import { lastCode, newPhone, post, register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject, setCapacity, type Slot } from '../../helpers/booking';
import { movableClock } from '../../helpers/coins';
import { memberIdOf, partnerCall, type Method } from '../../helpers/partner';

const clock = movableClock();
const MINUTE = 60_000;

type Fields = Envelope<{ errors?: Record<string, string> }>;

function runDrawJob(ctx: TestContext, at: Date) {
  const scheduler = createScheduler({ db: ctx.app.db, log: ctx.app.log, clock: () => at, jobs: [tableDrawsJob({ orders: ctx.app.repos.orders, origin: 'https://joy.example' })] });
  return scheduler.run('table-draws');
}

eachDatabase(
  'table draws',
  (ctx) => {
    let request = 0;
    const call = (storeId: number, method: Method, path: string, payload?: unknown) => partnerCall(ctx, storeId, method, `${path}${path.includes('?') ? '&' : '?'}request_id=${++request}`, payload, { now: clock.now() });
    const schedule = async (slot: Slot, opensAt: Date, windowMinutes = 30) => {
      const res = await call(slot.storeId, 'POST', '/partner/v1/draws', { date: slot.date, opens_at: opensAt.toISOString(), window_minutes: windowMinutes });
      expect(res.statusCode).toBe(200);
      return json<Envelope<PartnerDraw>>(res).return;
    };
    const enter = (drawId: string, payload: Record<string, unknown>, token?: string, address?: string) => post(ctx, `/v2/draw/${drawId}/entry`, payload, token, address);
    const guestEntry = async (drawId: string, slot: Slot, phone = newPhone()) => {
      const sent = await post(ctx, `/v2/draw/${drawId}/code`, { phone });
      expect(sent.statusCode).toBe(200);
      return enter(drawId, { time: slot.time, adult_num: 2, child_num: 0, name: '林小美', phone, code: await lastCode(ctx, phone) });
    };

    afterEach(() => clock.reset());

    describe('the partner API', () => {
      it('schedules a draw, lists it with its entry count, refuses a second one of the date, and cancels it before the draw', async () => {
        const slot = await findSlot(ctx, 90, 5);
        const opensAt = new Date(Date.now() + 60 * MINUTE);
        const draw = await schedule(slot, opensAt, 45);
        expect(draw).toMatchObject({ date: slot.date, opens_at: opensAt.toISOString(), closes_at: new Date(opensAt.getTime() + 45 * MINUTE).toISOString(), window_minutes: 45, status: 'scheduled', drawn_at: null, seed: null, entries: 0, results: [] });

        const again = await call(slot.storeId, 'POST', '/partner/v1/draws', { date: slot.date, opens_at: opensAt.toISOString(), window_minutes: 30 });
        expect(again.statusCode).toBe(409);
        expect(json<Fields>(again).return.errors).toEqual({ date: drawPartnerMessages.drawExists });

        const list = json<Envelope<PartnerDraw[]>>(await call(slot.storeId, 'GET', '/partner/v1/draws')).return;
        expect(list.map((d) => d.id)).toContain(draw.id);
        // Another store never sees it, nor cancels it.
        const other = await findSlot(ctx, 91, 5);
        expect(json<Envelope<PartnerDraw[]>>(await call(other.storeId, 'GET', '/partner/v1/draws')).return.map((d) => d.id)).not.toContain(draw.id);
        expect((await call(other.storeId, 'POST', `/partner/v1/draws/${draw.id}/cancel`)).statusCode).toBe(404);

        const cancelled = await call(slot.storeId, 'POST', `/partner/v1/draws/${draw.id}/cancel`);
        expect(json<Envelope<PartnerDraw>>(cancelled).return.status).toBe('cancelled');
        expect((await call(slot.storeId, 'POST', `/partner/v1/draws/${draw.id}/cancel`)).statusCode).toBe(409);
        // The date may be drawn again once the first draw is cancelled.
        await schedule(slot, opensAt, 30);
      });

      it.each([
        ['a window under 5 minutes', { window_minutes: 4 }, 'window_minutes', drawPartnerMessages.windowInvalid],
        ['a window over a day', { window_minutes: 1441 }, 'window_minutes', drawPartnerMessages.windowInvalid],
        ['an opening time already past', { opens_at: new Date(Date.now() - MINUTE).toISOString() }, 'opens_at', drawPartnerMessages.opensAtPast],
        ['an opening time that is not one', { opens_at: 'tomorrow noon' }, 'opens_at', drawPartnerMessages.opensAtInvalid],
        ['a date outside the booking window', { date: taipeiDate(new Date(), 45) }, 'date', drawPartnerMessages.dateOutOfWindow],
        ['a window closing after the date has begun', { window_minutes: 1440, opens_at: 'date-eve' }, 'opens_at', drawPartnerMessages.closesAfterDate],
      ])('refuses %s (422 on that field), scheduling nothing', async (_name, change, field, message) => {
        const slot = await findSlot(ctx, 92, 6);
        const body = { date: slot.date, opens_at: new Date(Date.now() + 60 * MINUTE).toISOString(), window_minutes: 30, ...change };
        if (body.opens_at === 'date-eve') body.opens_at = new Date(`${slot.date}T12:00:00+08:00`).getTime() - 24 * 60 * MINUTE > Date.now() ? new Date(new Date(`${slot.date}T12:00:00+08:00`).getTime() - 24 * 60 * MINUTE).toISOString() : '';
        const res = await call(slot.storeId, 'POST', '/partner/v1/draws', body);
        expect(res.statusCode).toBe(422);
        expect(json<Fields>(res).return.errors?.[field]).toBe(message);
        const [row] = await rowsOf<{ n: string | number }>(ctx.db, sql`select count(*) as n from table_draws where store_id = ${slot.storeId} and date = ${slot.date}`);
        expect(Number(row.n)).toBe(0);
      });
    });

    it('keeps a scheduled date off first-come booking (can-order-date, can-order-times, booking), and gives it back when the draw is cancelled', async () => {
      const slot = await findSlot(ctx, 93, 5);
      const draw = await schedule(slot, new Date(Date.now() + 60 * MINUTE));
      const dates = json<Envelope<Record<string, string[]>>>(await inject(ctx, 'GET', `/v2/store/can-order-date/${slot.storeId}`)).return;
      expect(dates[slot.date]).toEqual([]);
      const times = await inject(ctx, 'GET', `/v2/store/${slot.storeId}/can-order-times/${slot.date}/2`);
      expect(times.statusCode).toBe(422);
      expect(json<Envelope<unknown>>(times).msg).toBe(drawMessages.dateByDraw);
      const booked = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, guestFields()));
      expect(booked.statusCode).toBe(422);
      expect(json<Fields>(booked).return.errors).toEqual({ date: drawMessages.dateByDraw });

      await call(slot.storeId, 'POST', `/partner/v1/draws/${draw.id}/cancel`);
      expect(json<Envelope<Record<string, string[]>>>(await inject(ctx, 'GET', `/v2/store/can-order-date/${slot.storeId}`)).return[slot.date]).toContain(slot.time);
      expect((await inject(ctx, 'POST', '/v2/order', bookingBody(slot, guestFields()))).statusCode).toBe(200);
    });

    it('keeps the date out of the availability search (both paths), the waitlist and a booking moved onto it while the draw is scheduled', async () => {
      const slot = await findSlot(ctx, 98, 5);
      const member = await register(ctx);
      const booked = await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token);
      expect(booked.statusCode).toBe(200);
      const orderId = json<Envelope<{ order_id: number }>>(booked).return.order_id;
      const search = { date: slot.date, time: slot.time, total_people: 2 };
      const found = async () => {
        const catalog = await ctx.app.readModel.fresh();
        const filter = (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync(search) as StoreFilter;
        const now = ctx.app.clock();
        const window = ctx.app.config.search.timeWindowMinutes;
        const ids = async (page: number) => {
          const fromSql = await ctx.app.repos.stores.search(filter, pageRequest(page, 100), now, { timeWindowMinutes: window });
          const fromCatalog = await catalog.search({ filter, page: pageRequest(page, 100), now, slots: slotSearch(filter, now, window) });
          return { sql: fromSql.data.some((s) => s.id === slot.storeId), catalog: fromCatalog.data.some((s) => s.id === slot.storeId) };
        };
        const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ids));
        return { sql: pages.some((p) => p.sql), catalog: pages.some((p) => p.catalog) };
      };
      expect(await found()).toEqual({ sql: true, catalog: true });

      const draw = await schedule(slot, new Date(Date.now() + 60 * MINUTE));
      expect(await found()).toEqual({ sql: false, catalog: false });
      const waiting = await inject(ctx, 'POST', '/v2/waitlist', { store_id: slot.storeId, date: slot.date, time: slot.time, adult_num: 2, child_num: 0 }, (await register(ctx)).token);
      expect(waiting.statusCode).toBe(422);
      expect(json<Fields>(waiting).return.errors).toEqual({ date: drawMessages.dateByDraw });
      const larger = await inject(ctx, 'PUT', `/v2/order/${orderId}/reservation`, { date: slot.date, time: slot.time, adult_num: 3, child_num: 0 }, member.token);
      expect(larger.statusCode).toBe(422);
      expect(json<Fields>(larger).return.errors).toEqual({ date: drawMessages.dateByDraw });
      // The live state of the date's slots says they are not bookable first come.
      const [state] = await slotStates(ctx.db, (await ctx.app.repos.availability.store(slot.storeId))!, [{ date: slot.date, time: slot.time }], ctx.app.clock());
      expect(state.enabled).toBe(false);

      await call(slot.storeId, 'POST', `/partner/v1/draws/${draw.id}/cancel`);
      expect(await found()).toEqual({ sql: true, catalog: true });
      expect((await inject(ctx, 'PUT', `/v2/order/${orderId}/reservation`, { date: slot.date, time: slot.time, adult_num: 3, child_num: 0 }, member.token)).statusCode).toBe(200);
    });

    it('takes entries during the window only: one per phone and per member, a guest with the code texted to the phone', async () => {
      const slot = await findSlot(ctx, 94, 5);
      const opensAt = new Date(Date.now() + 60 * MINUTE);
      const draw = await schedule(slot, opensAt, 30);
      const member = await register(ctx);
      const body = { time: slot.time, adult_num: 2, child_num: 0 };

      const early = await enter(draw.id, body, member.token);
      expect(early.statusCode).toBe(422);
      expect(json<Envelope<unknown>>(early).msg).toBe(drawMessages.notOpenYet);

      clock.set(new Date(opensAt.getTime() + MINUTE));
      const listed = json<Envelope<StoreDraw[]>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}/draws`)).return.find((d) => d.public_id === draw.id);
      expect(listed).toMatchObject({ date: slot.date, phase: 'open', my_entry: null });
      expect(listed?.times).toContain(slot.time);

      const entered = await enter(draw.id, body, member.token);
      expect(entered.statusCode).toBe(200);
      const entry = json<Envelope<DrawEntry>>(entered).return;
      expect(entry).toMatchObject({ draw_public_id: draw.id, date: slot.date, time: slot.time, adult_num: 2, status: 'entered', position: null, order_public_id: null });
      expect(json<Envelope<StoreDraw[]>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}/draws`, undefined, member.token)).return.find((d) => d.public_id === draw.id)?.my_entry).toBe(entry.public_id);

      const twice = await enter(draw.id, { ...body, adult_num: 3 }, member.token);
      expect(twice.statusCode).toBe(409);
      // The member's phone entered as a guest: the same phone, refused.
      const samePhone = await guestEntry(draw.id, slot, member.phone);
      expect(samePhone.statusCode).toBe(409);
      expect(json<Envelope<unknown>>(samePhone).msg).toBe(drawMessages.phoneEntered);

      // A guest: no code, a wrong code, then the right one.
      const phone = newPhone();
      const noCode = await enter(draw.id, { ...body, name: '林小美', phone });
      expect(noCode.statusCode).toBe(422);
      await post(ctx, `/v2/draw/${draw.id}/code`, { phone });
      const code = await lastCode(ctx, phone);
      const wrong = await enter(draw.id, { ...body, name: '林小美', phone, code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(422);
      const guest = await enter(draw.id, { ...body, name: '林小美', phone, code });
      expect(guest.statusCode).toBe(200);
      const guestId = json<Envelope<DrawEntry>>(guest).return.public_id;
      expect(json<Envelope<DrawEntry>>(await inject(ctx, 'GET', `/v2/draw/entry/${guestId}`)).return.status).toBe('entered');

      // A time the store does not offer that day, and a party over its limit.
      const badTime = await guestEntry(draw.id, { ...slot, time: '04:17' });
      expect(json<Fields>(badTime).return.errors).toEqual({ time: drawMessages.timeInvalid });

      clock.set(new Date(opensAt.getTime() + 30 * MINUTE));
      const late = await enter(draw.id, body, (await register(ctx)).token);
      expect(late.statusCode).toBe(422);
      expect(json<Envelope<unknown>>(late).msg).toBe(drawMessages.closed);
      expect((await post(ctx, `/v2/draw/${draw.id}/code`, { phone: newPhone() })).statusCode).toBe(422);

      const [row] = await rowsOf<{ n: string | number }>(ctx.db, sql`select count(*) as n from table_draw_entries e join table_draws d on d.id = e.draw_id where d.public_id = ${draw.id}`);
      expect(Number(row.n)).toBe(2);

      // The store cancels the draw before it is drawn: both entrants are told, the member by a notification too.
      expect((await call(slot.storeId, 'POST', `/partner/v1/draws/${draw.id}/cancel`)).statusCode).toBe(200);
      await ctx.app.outbox.drain();
      for (const to of [member.phone, phone]) {
        const texts = (await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, to))).map((r) => r.body);
        expect(texts.filter((text) => text.includes('抽籤訂位已由餐廳取消'))).toHaveLength(1);
      }
      const notes = await ctx.db.select({ data: t.notifications.data }).from(t.notifications).where(eq(t.notifications.memberId, await memberIdOf(ctx, member.phone)));
      expect(notes.some((n) => JSON.stringify(n.data).includes(drawResultTexts.cancelledTitle))).toBe(true);
    });

    it('gives one entry to one phone entering twice at once', async () => {
      const slot = await findSlot(ctx, 95, 5);
      const opensAt = new Date(Date.now() + 60 * MINUTE);
      const draw = await schedule(slot, opensAt, 30);
      clock.set(new Date(opensAt.getTime() + MINUTE));
      const member = await register(ctx);
      // Five at once (the phone's hourly limit): one entry, four 409.
      const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => enter(draw.id, { time: slot.time, adult_num: 1 + (i % 2), child_num: 0 }, member.token)));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      // A sixth in the hour: the phone's limit, whatever the address.
      expect((await enter(draw.id, { time: slot.time, adult_num: 2, child_num: 0 }, member.token)).statusCode).toBe(429);
      const [row] = await rowsOf<{ n: string | number }>(ctx.db, sql`select count(*) as n from table_draw_entries where phone = ${member.phone}`);
      expect(Number(row.n)).toBe(1);
    });

    it('draws once under parallel runs: winners booked while seats last, losers told, the date open again, the order reproducible from the seed', async () => {
      const slot = await findSlot(ctx, 96, 5);
      await setCapacity(ctx, slot, 4);
      const opensAt = new Date(Date.now() + 60 * MINUTE);
      const draw = await schedule(slot, opensAt, 30);
      clock.set(new Date(opensAt.getTime() + MINUTE));
      const member = await register(ctx);
      expect((await enter(draw.id, { time: slot.time, adult_num: 2, child_num: 0 }, member.token)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await guestEntry(draw.id, slot)).statusCode).toBe(200);

      const at = new Date(opensAt.getTime() + 31 * MINUTE);
      clock.set(at);
      // Every draw due by then (this one and the other tests'), drawn once whatever the number of runners.
      const [due] = await rowsOf<{ n: string | number }>(ctx.db, sql`select count(*) as n from table_draws where status = 'scheduled' and opens_at + window_minutes * interval '1 minute' <= ${at.toISOString()}::timestamptz`);
      const runs = await Promise.all([runDrawJob(ctx, at), runDrawJob(ctx, at), runDrawJob(ctx, at)]);
      expect(runs.reduce((n, r) => n + (r.ran ? r.processed : 0), 0)).toBe(Number(due.n));
      await ctx.app.outbox.drain();

      const [drawn] = await ctx.db.select().from(t.tableDraws).where(eq(t.tableDraws.publicId, draw.id));
      expect(drawn.status).toBe('drawn');
      expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
      const entries = await ctx.db.select().from(t.tableDrawEntries).where(eq(t.tableDrawEntries.drawId, drawn.id)).orderBy(t.tableDrawEntries.id);
      // The seed gives the same order again: entry order[k] is at place k + 1.
      drawOrder(entries.length, drawn.seed as string).forEach((entryIndex, k) => expect(entries[entryIndex].position).toBe(k + 1));
      const byPlace = [...entries].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
      expect(byPlace.map((e) => e.status)).toEqual(['won', 'won', 'lost', 'lost']);
      const orders = await ctx.db.select().from(t.orders).where(and(eq(t.orders.storeId, slot.storeId), eq(t.orders.date, slot.date), eq(t.orders.time, slot.time)));
      expect(orders.map((o) => o.id).sort()).toEqual(byPlace.slice(0, 2).map((e) => e.orderId).sort());

      // Everyone is told by SMS; the member by notification too.
      for (const e of entries) {
        const texts = await ctx.db.select().from(t.smsOutbox).where(eq(t.smsOutbox.phone, e.phone));
        expect(texts.some((s) => s.body.includes(e.status === 'won' ? '已中籤' : '未中籤'))).toBe(true);
      }
      const memberId = await memberIdOf(ctx, member.phone);
      const notes = await ctx.db.select().from(t.notifications).where(eq(t.notifications.memberId, memberId));
      expect(notes.some((n) => ['抽籤訂位成功', '抽籤未中'].includes((n.data as { notification_title: string }).notification_title))).toBe(true);

      const winner = byPlace[0];
      const read = json<Envelope<DrawEntry>>(await inject(ctx, 'GET', `/v2/draw/entry/${winner.publicId}`)).return;
      expect(read).toMatchObject({ status: 'won', position: 1 });
      expect(read.order_public_id).toEqual(expect.any(String));
      const partner = json<Envelope<PartnerDraw[]>>(await call(slot.storeId, 'GET', '/partner/v1/draws')).return.find((d) => d.id === draw.id);
      expect(partner?.results.map((r) => r.status)).toEqual(['won', 'won', 'lost', 'lost']);
      expect(partner?.entries).toBe(4);

      // The date opens for the seats left (none at this time: full).
      const times = json<Envelope<TimeSlot[]>>(await inject(ctx, 'GET', `/v2/store/${slot.storeId}/can-order-times/${slot.date}/2`)).return;
      expect(times.find((s) => s.time === slot.time)).toMatchObject({ available: false, seats_left: 0 });
      expect((await call(slot.storeId, 'POST', `/partner/v1/draws/${draw.id}/cancel`)).statusCode).toBe(409);
    });

    it('lets the draws due after a failing one go ahead, and tries the failing one again later', async () => {
      const failing = await findSlot(ctx, 99, 6);
      const healthy = await findSlot(ctx, 100, 6);
      const opensAt = new Date(Date.now() + 120 * MINUTE);
      const first = await schedule(failing, opensAt, 30);
      const second = await schedule(healthy, new Date(opensAt.getTime() + MINUTE), 30);
      clock.set(new Date(opensAt.getTime() + 2 * MINUTE));
      expect((await guestEntry(first.id, failing)).statusCode).toBe(200);
      expect((await guestEntry(second.id, healthy)).statusCode).toBe(200);

      // The first draw's booking fails (a fault of its store's data, say); the second's does not.
      const insert: typeof ctx.app.repos.orders.insert = (tx, order) => {
        if (order.storeId === failing.storeId) throw new Error('the store cannot take bookings');
        return ctx.app.repos.orders.insert(tx, order);
      };
      const at = new Date(opensAt.getTime() + 40 * MINUTE);
      const job = tableDrawsJob({ orders: { insert }, origin: 'https://joy.example' });
      const scheduler = createScheduler({ db: ctx.app.db, log: ctx.app.log, clock: () => at, jobs: [job] });
      const statusOf = async (publicId: string) => (await ctx.db.select({ status: t.tableDraws.status }).from(t.tableDraws).where(eq(t.tableDraws.publicId, publicId)))[0].status;
      // Other tests' draws may be due too: run until nothing is left but the failing one.
      for (let i = 0; i < 10 && (await statusOf(second.id)) === 'scheduled'; i += 1) await scheduler.run('table-draws').catch(() => undefined);
      expect(await statusOf(first.id)).toBe('scheduled');
      expect(await statusOf(second.id)).toBe('drawn');
    });

    it('is fair through the real job: over 150 draws of 3 entries, each entry equally likely in each place (χ², p = 10⁻⁶)', async () => {
      const slot = await findSlot(ctx, 97, 5);
      await setCapacity(ctx, slot, 2);
      const DRAWS = 150;
      const start = new Date(slot.date);
      const now = new Date();
      for (let k = 0; k < DRAWS; k += 1) {
        // Dates a week apart keep the slot's weekday; each its own draw, closed a minute ago.
        const date = new Date(start.getTime() + k * 7 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
        expect(weekdayOf(date)).toBe(weekdayOf(slot.date));
        const [d] = await ctx.db.insert(t.tableDraws).values({ publicId: `fair-${ctx.kind}-${k}`, storeId: slot.storeId, date, opensAt: new Date(now.getTime() - 31 * MINUTE), windowMinutes: 30 }).returning();
        await ctx.db.insert(t.tableDrawEntries).values([0, 1, 2].map((i) => ({ publicId: `fair-${ctx.kind}-${k}-${i}`, drawId: d.id, phone: newPhone(), guestName: '測試', time: slot.time, adultNum: 2, childNum: 0 })));
      }
      const outcome = await runDrawJob(ctx, now);
      expect(outcome).toEqual({ ran: true, processed: DRAWS });
      const rows = await rowsOf<{ public_id: string; position: number; status: string }>(ctx.db, sql`select e.public_id, e.position, e.status from table_draw_entries e join table_draws d on d.id = e.draw_id where d.public_id like ${`fair-${ctx.kind}-%`}`);
      const counts = [0, 1, 2].map(() => [0, 0, 0]);
      for (const r of rows) counts[Number(r.public_id.slice(-1))][Number(r.position) - 1] += 1;
      // Only the first place wins (seats for one party of two).
      expect(rows.filter((r) => r.status === 'won').every((r) => Number(r.position) === 1)).toBe(true);
      const expected = DRAWS / 3;
      const chi = counts.flat().reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
      // χ² with 4 degrees of freedom exceeds 33.38 with probability 10⁻⁶.
      expect(chi).toBeLessThan(33.38);
    });
  },
  { adapters: { clock: clock.now } },
);
