import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { partnerCall, partnerFetch, registerMember } from './helpers';
import { bookableStore } from './self-service-helpers';

interface Dates {
  return: Record<string, string[]>;
}

/**
 * A member misses a booking: the store confirms it, the development hook moves it into the
 * past, and the store marks it 未到 through the partner API. From the member hub the member
 * opens 未到紀錄 (on a 375 px phone), reads the standing in plain words, disputes the mark in
 * the dialog; the store finds the dispute and withdraws the mark, and the page shows its answer
 * and a clean record.
 */
test('a diner disputes a wrong no-show and the store withdraws it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const member = await registerMember(page, '林家豪');
  const auth = { authorization: `Bearer ${member.token}` };
  const store = await bookableStore(page.request, 3);
  const dates = (await (await page.request.get(`/v2/store/can-order-date/${store.id}`)).json()) as Dates;
  const [date, times] = Object.entries(dates.return).find(([, t]) => t.length >= 1) ?? ['', []];
  expect(date).not.toBe('');
  const reply = await page.request.post('/v2/order', { headers: auth, data: { store_id: store.id, date, time: times[0], adult_num: 2, child_num: 0, allow_duplicate: true, idempotency_key: `dispute-${member.phone}` } });
  expect(reply.ok()).toBe(true);
  const { order_id } = ((await reply.json()) as { return: { order_id: number } }).return;
  expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${order_id}/confirm`)).toBe(200);
  const past = new Date(Date.now() + 8 * 3_600_000 - 2 * 86_400_000).toISOString().slice(0, 10);
  expect((await page.request.put(`/dev/orders/${order_id}/reservation`, { data: { date: past, time: times[0] } })).ok()).toBe(true);
  expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${order_id}/no-show`)).toBe(200);

  await page.addInitScript((l) => {
    localStorage.setItem('token', l.token);
    localStorage.setItem('member', JSON.stringify(l.member));
  }, { token: member.token, member: member.member });
  await page.goto('/member');
  await page.getByRole('navigation', { name: '會員專區' }).getByRole('link', { name: '未到紀錄', exact: true }).click();
  await expect(page).toHaveURL('/member/no-shows');
  await expect(page).toHaveTitle('樂享｜未到紀錄');
  await expect(page.getByText('近 90 天內未到 1 次：再未到 1 次，之後的訂位將需以信用卡擔保')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: store.name });
  await expect(item.getByText('未到', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: '申訴' }).click();
  const dialog = page.getByRole('dialog', { name: '申訴未到紀錄' });
  await dialog.getByLabel('申訴原因').fill('太短了');
  await dialog.getByRole('button', { name: '送出申訴' }).click();
  await expect(dialog.getByText('申訴原因請至少寫 10 個字')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByLabel('申訴原因').fill('我們當天準時到店，店員說找不到這筆訂位');
  await dialog.getByRole('button', { name: '送出申訴' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item.getByText('申訴中')).toBeVisible();
  await expect(item.getByRole('button', { name: '申訴' })).toHaveCount(0);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(375);

  // The store finds the dispute and withdraws the mark.
  const disputes = ((await (await partnerFetch(page, store.id, 'GET', '/partner/v1/no-shows/disputes')).json()) as { return: { id: number; order_id: number; dispute_reason: string }[] }).return;
  const mine = disputes.find((d) => d.order_id === order_id);
  expect(mine?.dispute_reason).toBe('我們當天準時到店，店員說找不到這筆訂位');
  expect(await partnerCall(page, store.id, 'POST', `/partner/v1/no-shows/${mine!.id}/answer`, JSON.stringify({ withdraw: true, answer: '經查是本店系統錯誤，已撤銷，抱歉' }))).toBe(200);

  await page.reload();
  await expect(item.getByText('店家已撤銷')).toBeVisible();
  await expect(item.getByText('經查是本店系統錯誤，已撤銷，抱歉')).toBeVisible();
  await expect(page.getByText('近 90 天內沒有未到紀錄，訂位不需信用卡擔保')).toBeVisible();
});
