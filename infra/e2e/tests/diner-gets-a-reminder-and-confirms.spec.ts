import { expect, test } from '@playwright/test';
import { newPhone, partnerFetch } from './helpers';

/** Taipei's calendar date of an instant, `days` later. */
const taipeiDate = (at: Date, days = 0) => new Date(at.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** 18:00 in Taipei on the day before `date`: when the day-before reminder goes out. */
const eveningBefore = (date: string) => new Date(`${taipeiDate(new Date(`${date}T12:00:00+08:00`), -1)}T18:00:00+08:00`);

test('a guest booked for tomorrow (the day after once 18:00 has passed) gets the reminder at 18:00 the day before, opens its 確認赴約 link and confirms; the store sees it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true, no_deposit: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[6];
  const dates = (await (await request.get(`/v2/store/can-order-date/${store.id}`)).json()) as { return: Record<string, string[]> };
  // Tomorrow, unless 18:00 today has passed already (a booking made after the moment gets no
  // day-before reminder): then the first day whose evening before is still ahead.
  const [date, times] = Object.entries(dates.return)
    .filter(([day, list]) => list.length > 0 && day >= taipeiDate(new Date(), 1))
    .sort(([a], [b]) => a.localeCompare(b))
    .find(([day]) => eveningBefore(day).getTime() > Date.now() + 60_000) as [string, string[]];
  const time = times[times.length - 1];

  const phone = newPhone();
  const booked = await request.post('/v2/order', { data: { store_id: store.id, date, time, adult_num: 2, name: '林小雨', gender: 2, email: 'rain@example.tw', phone } });
  expect(booked.ok()).toBe(true);
  const { order_id: orderId, public_id: publicId } = ((await booked.json()) as { return: { order_id: number; public_id: string } }).return;

  // The reminder job at 18:00 the day before (a development hook: the clock is not waited for).
  const ran = await request.post('/dev/jobs/booking-reminders', { data: { at: eveningBefore(date).toISOString() } });
  expect(ran.ok()).toBe(true);
  expect(((await ran.json()) as { processed: number }).processed).toBeGreaterThanOrEqual(1);

  const { messages } = (await (await request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as { messages: { body: string }[] };
  const reminder = messages.find((m) => m.body.includes('提醒您'))?.body ?? '';
  expect(reminder).toContain(`在 ${store.name} 有 2 位的訂位`);
  const confirmLink = /確認赴約：(\S+)/.exec(reminder)?.[1] ?? '';
  const cancelLink = /取消訂位：(\S+)/.exec(reminder)?.[1] ?? '';
  expect(new URL(confirmLink).pathname + new URL(confirmLink).search).toBe(`/booking-result/${publicId}?reminder=confirm`);
  expect(new URL(cancelLink).search).toBe('?reminder=cancel');

  // The page the link opens asks, and 確認赴約 answers.
  const url = new URL(confirmLink);
  await page.goto(url.pathname + url.search);
  const confirm = page.getByRole('button', { name: '確認赴約' });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page.getByText('已確認赴約', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '確認赴約' })).toHaveCount(0);

  // The store's list of the day shows the diner's answer.
  const orders = await partnerFetch(page, store.id, 'GET', `/partner/v1/orders?date=${date}`);
  expect(orders.ok()).toBe(true);
  const order = ((await orders.json()) as { return: { id: number; diner_confirmed_at: string | null }[] }).return.find((o) => o.id === orderId);
  expect(order?.diner_confirmed_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

  // Opening the link again shows the answer, not the question.
  await page.reload();
  await expect(page.getByText('已確認赴約', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '確認赴約' })).toHaveCount(0);
});
