import { expect, test } from '@playwright/test';
import { partnerCall, partnerFetch, registerMember } from './helpers';

interface Dates {
  return: Record<string, string[]>;
}

/**
 * A member misses two bookings: the store confirms each through the partner API and marks it
 * 未到 once its time has come (the development hook moves each booking into the past). On
 * the next booking, at a store that asks no deposit, the confirm step says why a card is
 * needed, and the booking is made with the card pre-authorised for NT$500 a person.
 */
test('a diner who missed two bookings in 90 days is asked for a card, sees why, and books with it', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await registerMember(page, '黃冠宇');
  const auth = { authorization: `Bearer ${member.token}` };
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const missed = search.return.data[6];
  const next = search.return.data[7];
  // The next store asks no card itself (its card set to 免訂金 for this journey).
  const original = ((await (await partnerFetch(page, next.id, 'GET', '/partner/v1/store/house-rules')).json()) as { return: { deposit: unknown } }).return;
  expect(await partnerCall(page, next.id, 'PUT', '/partner/v1/store/house-rules', JSON.stringify({ ...original, deposit: { kind: 'none' } }))).toBe(200);
  const missedRules = ((await (await partnerFetch(page, missed.id, 'GET', '/partner/v1/store/house-rules')).json()) as { return: { deposit: unknown } }).return;
  expect(await partnerCall(page, missed.id, 'PUT', '/partner/v1/store/house-rules', JSON.stringify({ ...missedRules, deposit: { kind: 'none' } }))).toBe(200);

  try {
    const dates = (await (await page.request.get(`/v2/store/can-order-date/${missed.id}`)).json()) as Dates;
    const [date, times] = Object.entries(dates.return).find(([, t]) => t.length >= 1) ?? ['', []];
    expect(date).not.toBe('');
    for (const [i, time] of [times[0], times[times.length - 1]].entries()) {
      const reply = await page.request.post('/v2/order', { headers: auth, data: { store_id: missed.id, date, time, adult_num: 2, child_num: 0, allow_duplicate: true, idempotency_key: `missed-${i}-${member.phone}` } });
      expect(reply.ok()).toBe(true);
      const { order_id } = ((await reply.json()) as { return: { order_id: number } }).return;
      expect(await partnerCall(page, missed.id, 'POST', `/partner/v1/orders/${order_id}/confirm`)).toBe(200);
      // Too early for 未到 through the partner API…
      expect(await partnerCall(page, missed.id, 'POST', `/partner/v1/orders/${order_id}/no-show`)).toBe(409);
      // …so the development hook moves the booking to three days ago, and the store marks it.
      const past = new Date(Date.now() + 8 * 3_600_000 - 3 * 86_400_000).toISOString().slice(0, 10);
      expect((await page.request.put(`/dev/orders/${order_id}/reservation`, { data: { date: past, time } })).ok()).toBe(true);
      expect(await partnerCall(page, missed.id, 'POST', `/partner/v1/orders/${order_id}/no-show?request_id=missed-${i}-marked`)).toBe(200);
    }

    await page.addInitScript((l) => {
      localStorage.setItem('token', l.token);
      localStorage.setItem('member', JSON.stringify(l.member));
    }, { token: member.token, member: member.member });
    await page.goto(`/booking?id=${next.id}`);
    await expect(page.getByRole('heading', { name: next.name })).toBeVisible();
    await page.getByRole('group', { name: '選擇日期' }).getByRole('button', { disabled: false }).first().click();
    await page.getByRole('group', { name: '選擇時段' }).getByRole('button', { disabled: false }).first().click();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('region', { name: '信用卡擔保' })).toHaveCount(0);
    await page.getByRole('button', { name: '確認訂位' }).click();

    const card = page.getByRole('region', { name: '信用卡擔保' });
    await expect(card.getByRole('alert')).toHaveText('您近 90 天內有 2 次未到紀錄，訂位需以信用卡擔保');
    await expect(card).toContainText('將於您的信用卡預先授權 NT$1,000（2 位 × NT$500）');
    await expect(page).toHaveURL(/\/booking\?id=/);
    await card.getByLabel('信用卡號碼').fill('4242 4242 4242 4242');
    await card.getByLabel('有效期限（MM/YY）').fill('12/30');
    await card.getByLabel('安全碼').fill('123');
    await card.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
    await page.getByRole('button', { name: '確認訂位' }).click();
    await expect(page).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
    await expect(page.getByText('已預先授權 NT$1,000、入座後釋放')).toBeVisible();
  } finally {
    await partnerCall(page, next.id, 'PUT', '/partner/v1/store/house-rules', JSON.stringify(original));
    await partnerCall(page, missed.id, 'PUT', '/partner/v1/store/house-rules', JSON.stringify(missedRules));
  }
});
