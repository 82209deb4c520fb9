import { expect, test } from '@playwright/test';
import { registerAndLogIn } from './helpers';
import { bookableDay, bookableStore, seatsLeft } from './self-service-helpers';

/** How the member's order page writes a reservation: 2026 年 12 月 24 日 19:00. */
const spoken = (date: string, time: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${year} 年 ${month} 月 ${day} 日 ${time}`;
};

test('a member moves a booking to another time from the order page, without a code, and the old time is free again', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await registerAndLogIn(page, '王大明');
  const store = await bookableStore(page.request, 2);
  const { date, times } = await bookableDay(page.request, store.id);
  const [oldTime, newTime] = times;
  const oldBefore = await seatsLeft(page.request, store.id, date, oldTime);
  const newBefore = await seatsLeft(page.request, store.id, date, newTime);
  const auth = { Authorization: `Bearer ${member.token}` };

  const booked = await page.request.post('/v2/order', { headers: auth, data: { store_id: store.id, date, time: oldTime, adult_num: 2, child_num: 0 } });
  expect(booked.ok()).toBe(true);
  const { order_id: orderId } = ((await booked.json()) as { return: { order_id: number } }).return;

  await page.goto(`/member/history/${orderId}`);
  await expect(page.getByText(spoken(date, oldTime))).toBeVisible();
  await page.getByRole('button', { name: '更改訂位' }).click();
  const panel = page.getByRole('region', { name: '更改訂位' });
  await expect(panel.getByRole('combobox', { name: '日期' })).toHaveValue(date);
  await expect(panel.getByRole('button', { name: '傳送驗證碼' })).toHaveCount(0);
  await panel.getByRole('group', { name: '時段' }).getByRole('button', { name: newTime, exact: true }).click();
  await panel.getByRole('button', { name: '確認更改' }).click();

  await expect(page.getByRole('region', { name: '更改訂位' })).toHaveCount(0);
  await expect(page.getByText('變更成功').first()).toBeVisible();
  await expect(page.getByText(spoken(date, newTime))).toBeVisible();
  // Back on 更改訂位, for the keyboard.
  await expect(page.getByRole('button', { name: '更改訂位' })).toBeFocused();

  const order = ((await (await page.request.get(`/v2/order/${orderId}`, { headers: auth })).json()) as { return: { date: string; time: string; adult_num: number } }).return;
  expect(order).toMatchObject({ date, time: newTime, adult_num: 2 });
  expect(await seatsLeft(page.request, store.id, date, oldTime)).toBe(oldBefore);
  expect(await seatsLeft(page.request, store.id, date, newTime)).toBe(newBefore - 2);

  // The page says so after a reload too.
  await page.reload();
  await expect(page.getByText(spoken(date, newTime))).toBeVisible();
});
