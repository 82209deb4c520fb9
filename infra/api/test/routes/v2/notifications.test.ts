import { eq, sql } from 'drizzle-orm';
import type { Envelope, Notification, OrderCreated, Paged, UnreadCount } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { createNotification, purgeCutoff, purgeOldNotifications } from '../../../src/repositories/notifications';
import { createScheduler } from '../../../src/jobs/scheduler';
import { notificationPurgeJob } from '../../../src/jobs/notification-purge';
import { eachDatabase, json, rowsOf } from '../../helpers/app';
import { register } from '../../helpers/accounts';
import { bookingBody, findSlot, inject } from '../../helpers/booking';
import { memberIdOf, partnerCall } from '../../helpers/partner';

const DATA_FIELDS = [
  'notification_title',
  'notification_body',
  'notification_image',
  'store_logo',
  'store_slug',
  'order_id',
  'order_status',
  'notification_order_status',
  'order_reservation_date',
  'order_reservation_time',
  'order_adult_num',
  'order_child_num',
  'notification_pay_log_id',
  'notification_store_pay_status',
  'notification_platform_id',
  'notification_member_withdraw_status',
  'notification_action',
].sort();

describe('purgeCutoff', () => {
  it('is three calendar months back, clamped to the month’s last day', () => {
    expect(purgeCutoff(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-08-23T10:00:00.000Z');
    expect(purgeCutoff(new Date('2026-05-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(purgeCutoff(new Date('2026-02-15T08:00:00Z')).toISOString()).toBe('2025-11-15T08:00:00.000Z');
  });
});

eachDatabase('notifications', (ctx) => {
  const list = async (token: string, query = '') => json<Envelope<Paged<Notification>>>(await inject(ctx, 'GET', `/v2/notification${query}`, undefined, token)).return;
  const unread = async (token: string) => json<Envelope<UnreadCount>>(await inject(ctx, 'GET', '/v2/notification/unread-count', undefined, token)).return.count;
  const book = async (nth: number, token: string) =>
    json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(await findSlot(ctx, nth)), token)).return;

  it('writes one when the member books, keeps and cancels; lists them newest first with every §3 field', async () => {
    const member = await register(ctx);
    const slot = await findSlot(ctx, 50);
    const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot, { child_num: 1 }), member.token)).return;
    expect((await inject(ctx, 'PUT', '/v2/order', { order_id, status: 4 }, member.token)).statusCode).toBe(200);
    expect((await inject(ctx, 'PUT', '/v2/order', { order_id, status: 0 }, member.token)).statusCode).toBe(200);
    // A refused change writes nothing.
    expect((await inject(ctx, 'PUT', '/v2/order', { order_id, status: 4 }, member.token)).statusCode).toBe(422);

    const page = await list(member.token);
    expect(page.pagination).toEqual({ current_page: 1, total_pages: 1, total: 3, per_page: 5 });
    expect(page.data.map((n) => n.data.notification_title)).toEqual(['訂位已取消', '訂位已保留', '訂位已送出']);
    const [cancelled, , created] = page.data;
    expect(Object.keys(created).sort()).toEqual(['data', 'id', 'is_read', 'notifiaction_created_at', 'type']);
    expect(Object.keys(created.data).sort()).toEqual(DATA_FIELDS);
    expect(created).toMatchObject({
      type: 'order',
      is_read: false,
      notifiaction_created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: {
        order_id,
        // The status it announced, and the order's status now.
        notification_order_status: 1,
        order_status: 0,
        order_reservation_date: slot.date,
        order_reservation_time: slot.time,
        order_adult_num: 2,
        order_child_num: 1,
        store_slug: expect.any(String),
        notification_action: `/member/history/${order_id}`,
        notification_pay_log_id: null,
        notification_platform_id: null,
      },
    });
    expect(created.data.notification_body).toContain('大人 2 位、小孩 1 位');
    expect(cancelled.data.notification_order_status).toBe(0);
  });

  it('pages by 5 (or ?limit=), counts unread, marks one and all read', async () => {
    const member = await register(ctx);
    const memberId = await memberIdOf(ctx, member.phone);
    for (let i = 1; i <= 7; i++) {
      await createNotification(ctx.db, memberId, 'platform', { notification_title: `公告 ${i}`, notification_body: '內容', notification_platform_id: i });
    }
    const first = await list(member.token, '?page=1&limit=5');
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total: 7, per_page: 5 });
    expect(first.data.map((n) => n.data.notification_title)).toEqual(['公告 7', '公告 6', '公告 5', '公告 4', '公告 3']);
    expect((await list(member.token, '?page=2')).data.map((n) => n.data.notification_platform_id)).toEqual([2, 1]);
    expect((await list(member.token, '?limit=100')).pagination.per_page).toBe(20);
    expect(await unread(member.token)).toBe(7);

    const one = first.data[0].id;
    const marked = await inject(ctx, 'PUT', `/v2/notification/${one}/read`, undefined, member.token);
    expect(marked.statusCode).toBe(200);
    expect(json<Envelope<UnreadCount>>(marked).return).toEqual({ count: 6 });
    expect((await list(member.token)).data[0].is_read).toBe(true);
    // Marking it again is harmless.
    expect(json<Envelope<UnreadCount>>(await inject(ctx, 'PUT', `/v2/notification/${one}/read`, undefined, member.token)).return).toEqual({ count: 6 });

    const all = await inject(ctx, 'PUT', '/v2/notification/read-all', undefined, member.token);
    expect(json<Envelope<UnreadCount>>(all).return).toEqual({ count: 0 });
    expect(await unread(member.token)).toBe(0);
  });

  it('keeps each member to their own: another member’s notification is 404 and stays unread', async () => {
    const owner = await register(ctx);
    const other = await register(ctx);
    await book(51, owner.token);
    const [mine] = (await list(owner.token)).data;
    expect((await list(other.token)).data).toEqual([]);
    const res = await inject(ctx, 'PUT', `/v2/notification/${mine.id}/read`, undefined, other.token);
    expect(res.statusCode).toBe(404);
    expect(json(res).msg).toBe('找不到此通知');
    await inject(ctx, 'PUT', '/v2/notification/read-all', undefined, other.token);
    expect(await unread(owner.token)).toBe(1);
    expect((await inject(ctx, 'PUT', '/v2/notification/abc/read', undefined, owner.token)).statusCode).toBe(404);
  });

  it('asks for a login (401 請登入或是登入失敗)', async () => {
    for (const [method, url] of [['GET', '/v2/notification'], ['GET', '/v2/notification/unread-count'], ['PUT', '/v2/notification/read-all']] as const) {
      const res = await inject(ctx, method, url);
      expect(res.statusCode).toBe(401);
      expect(json(res).msg).toBe('請登入或是登入失敗');
    }
  });

  it('follows the partner’s moves: the drawer sees the order’s current status', async () => {
    const member = await register(ctx);
    const slot = await findSlot(ctx, 52);
    const { order_id } = json<Envelope<OrderCreated>>(await inject(ctx, 'POST', '/v2/order', bookingBody(slot), member.token)).return;
    expect((await partnerCall(ctx, slot.storeId, 'POST', `/partner/v1/orders/${order_id}/confirm`)).statusCode).toBe(200);
    const [confirmed, created] = (await list(member.token)).data;
    expect(confirmed.data).toMatchObject({ notification_title: '訂位已確認', notification_order_status: 2, order_status: 2 });
    expect(created.data).toMatchObject({ notification_order_status: 1, order_status: 2 });
    expect(await unread(member.token)).toBe(2);
  });

  it('purges notifications older than 3 months', async () => {
    const member = await register(ctx);
    const memberId = await memberIdOf(ctx, member.phone);
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    for (const days of [120, 95, 80, 1]) {
      const n = await createNotification(ctx.db, memberId, 'general', { notification_title: `${days} 天前`, notification_body: '' });
      await ctx.db.update(t.notifications).set({ createdAt: at(days) }).where(eq(t.notifications.id, n.id));
    }
    const [{ n: before }] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from notifications where created_at < ${purgeCutoff(now).toISOString()}`);
    expect(await purgeOldNotifications(ctx.db, now)).toBe(Number(before));
    expect((await list(member.token)).data.map((n) => n.data.notification_title)).toEqual(['1 天前', '80 天前']);
    expect(await purgeOldNotifications(ctx.db, now)).toBe(0);
  });

  it('runs the purge as a scheduled job under its advisory lock', async () => {
    const member = await register(ctx);
    const memberId = await memberIdOf(ctx, member.phone);
    const now = new Date();
    const old = await createNotification(ctx.db, memberId, 'general', { notification_title: '半年前', notification_body: '' });
    await ctx.db.update(t.notifications).set({ createdAt: new Date(now.getTime() - 183 * 86_400_000) }).where(eq(t.notifications.id, old.id));
    const scheduler = createScheduler({ db: ctx.db, log: ctx.app.log, clock: () => now, jobs: [notificationPurgeJob()] });
    const outcome = await scheduler.run('notification-purge');
    expect(outcome.ran).toBe(true);
    expect(outcome.ran && outcome.processed).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(t.notifications).where(eq(t.notifications.id, old.id))).toEqual([]);
    await scheduler.stop();
  });
});
