import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newPhone } from './helpers';
import { bookableDay, bookableStore, bookAsGuest, seatsLeft, textTo } from './self-service-helpers';

// A phone's width: the result page and its change panel are used from the SMS link.
test.use({ viewport: { width: 375, height: 812 } });

test('a guest opens the result link from the SMS, proves it is them with the texted code, changes the party and time, and the old slot gets its seats back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const store = await bookableStore(request, 0);
  const { date, times } = await bookableDay(request, store.id);
  const [oldTime, newTime] = times;
  const oldBefore = await seatsLeft(request, store.id, date, oldTime);
  const newBefore = await seatsLeft(request, store.id, date, newTime);

  const phone = newPhone();
  const { publicId } = await bookAsGuest(request, { store_id: store.id, date, time: oldTime, adult_num: 2, name: '林小雨', phone });
  expect(await seatsLeft(request, store.id, date, oldTime)).toBe(oldBefore - 2);

  // The booking's SMS carries the result link.
  const link = await textTo(request, phone, /(\/booking-result\/[\w-]+)/);
  expect(link).toBe(`/booking-result/${publicId}`);
  await page.goto(link);
  await expect(page.getByText(`林小雨 您好，以下是您在 ${store.name} 的訂位。`)).toBeVisible();
  await expect(page.getByText('大人 2 位')).toBeVisible();

  await page.getByRole('button', { name: '更改訂位' }).click();
  const panel = page.getByRole('region', { name: '更改訂位' });
  await expect(panel.getByRole('heading', { name: '更改訂位' })).toBeFocused();
  await panel.getByRole('combobox', { name: '大人' }).selectOption('3');
  await panel.getByRole('group', { name: '時段' }).getByRole('button', { name: newTime, exact: true }).click();
  await expect(panel.getByRole('group', { name: '時段' }).getByRole('button', { name: newTime, exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Without the code nothing is sent; the code goes to the booking's phone only.
  await panel.getByRole('button', { name: '確認更改' }).click();
  await expect(panel.getByRole('button', { name: '傳送驗證碼' })).toBeVisible();
  await panel.getByRole('button', { name: '傳送驗證碼' }).click();
  await expect(panel.getByText(/驗證碼已傳送至 09\d\d\*\*\*\d{3}/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /秒後可重新發送/ })).toBeDisabled();
  const code = await textTo(request, phone, /驗證碼為 (\d{6})/);
  await panel.getByLabel('驗證碼').fill(code);

  // The panel fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The open panel passes axe (WCAG 2.0/2.1 A and AA, as every route does).
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  await panel.getByRole('button', { name: '確認更改' }).click();
  await expect(page.getByRole('region', { name: '更改訂位' })).toHaveCount(0);
  await expect(page.getByText('變更成功').first()).toBeVisible();
  await expect(page.getByText('大人 3 位')).toBeVisible();
  await expect(page.getByText(newTime, { exact: true })).toBeVisible();

  // The booking moved: the old slot has its seats back, the new one holds three more.
  expect(await seatsLeft(request, store.id, date, oldTime)).toBe(oldBefore);
  expect(await seatsLeft(request, store.id, date, newTime)).toBe(newBefore - 3);
  const result = ((await (await request.get(`/v2/order/result/${publicId}`)).json()) as { return: { time: string; adult_num: number } }).return;
  expect(result).toMatchObject({ time: newTime, adult_num: 3 });

  // The same code cannot change it again.
  const again = await request.put(`/v2/order/result/${publicId}`, { data: { date, time: oldTime, adult_num: 2, child_num: 0, code } });
  expect(again.status()).toBe(422);
  expect(await seatsLeft(request, store.id, date, oldTime)).toBe(oldBefore);
});
