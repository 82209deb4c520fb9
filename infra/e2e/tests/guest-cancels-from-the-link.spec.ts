import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newPhone } from './helpers';
import { bookableDay, bookableStore, bookAsGuest, seatsLeft, textTo } from './self-service-helpers';

/** The result page's title for a cancelled booking (the contract's status words for 0). */
const CANCELLED_TITLE = '這筆訂位已取消';

test('a guest cancels from the result link after confirming, by keyboard, and the seats go back to the store', async ({ page, request }) => {
  test.setTimeout(90_000);
  const store = await bookableStore(request, 1);
  const { date, times } = await bookableDay(request, store.id);
  const time = times[0];
  const before = await seatsLeft(request, store.id, date, time);

  const phone = newPhone();
  await bookAsGuest(request, { store_id: store.id, date, time, adult_num: 2, name: '陳怡君', phone });
  expect(await seatsLeft(request, store.id, date, time)).toBe(before - 2);
  const link = await textTo(request, phone, /(\/booking-result\/[\w-]+)/);

  await page.goto(link);
  const cancel = page.getByRole('button', { name: '取消訂位' });
  await expect(cancel).toBeVisible();

  // Opened by keyboard, dismissed with Escape: nothing happens and focus comes back.
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '確定取消訂位？' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  expect(await seatsLeft(request, store.id, date, time)).toBe(before - 2);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: '確定取消訂位' }).click();
  await expect(page.getByRole('heading', { name: CANCELLED_TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: '取消訂位' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '更改訂位' })).toHaveCount(0);

  // The seats are free again, and the guest's phone hears of it.
  expect(await seatsLeft(request, store.id, date, time)).toBe(before);
  expect(await textTo(request, phone, /(您已取消)/)).toBe('您已取消');

  // The link still shows the booking, cancelled, after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: CANCELLED_TITLE })).toBeVisible();
});
