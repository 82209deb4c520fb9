import { expect, test } from '@playwright/test';
import { partnerCall, partnerFetch, registerAndLogIn } from './helpers';

/**
 * A store asks a deposit (its rules card through the partner API); a member books with the
 * sandbox's test card: the confirm step shows the rules card, the amount pre-authorised and the
 * refund tiers, and books only after the agreement. The store seats the party through the
 * partner API, and the member's order page says the hold was released.
 */
test('a diner books with a deposit held on the card, and it is released when the store seats them', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await registerAndLogIn(page, '簡佩君');
  const search = (await (await page.request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  // A store of its own: the first ones are other journeys' (they book without a card).
  const store = search.return.data[5];
  const before = await partnerFetch(page, store.id, 'GET', '/partner/v1/store/house-rules');
  const original = ((await before.json()) as { return: unknown }).return;
  const rules = {
    time_limit_minutes: 120,
    minimum_spend_per_person: 0,
    service_charge_percent: 10,
    late_hold_minutes: 15,
    deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 100 }, { hours_before: 72, keep_percent: 50 }] },
    cake_fee: 0,
    corkage_fee: 0,
    pets: 'no',
    children: 'welcome',
    holidays: [],
  };
  expect(await partnerCall(page, store.id, 'PUT', '/partner/v1/store/house-rules', JSON.stringify(rules))).toBe(200);

  try {
    await page.goto(`/booking?id=${store.id}`);
    await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
    await page.getByRole('group', { name: '選擇日期' }).getByRole('button', { disabled: false }).first().click();
    await page.getByRole('group', { name: '選擇時段' }).getByRole('button', { disabled: false }).first().click();
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(page.getByRole('heading', { name: '訂位須知' })).toBeVisible();
    const deposit = page.getByRole('region', { name: '訂金（信用卡預先授權）' });
    await expect(deposit).toContainText('將於您的信用卡預先授權 NT$600（2 位 × NT$300）');
    await expect(deposit).toContainText('不是扣款：餐廳確認您入座後即釋放');
    await expect(page.getByRole('list', { name: '取消與退款規則' })).toContainText('訂位前 24 小時內取消，收取 100%');

    // The sandbox's card fields (TapPay's in production) take the test card.
    await deposit.getByLabel('信用卡號碼').fill('4242 4242 4242 4242');
    await deposit.getByLabel('有效期限（MM/YY）').fill('12/30');
    await deposit.getByLabel('安全碼').fill('123');
    await page.getByRole('button', { name: '確認訂位' }).click();
    await expect(deposit.getByRole('alert')).toHaveText('請先同意訂金與退款規則');
    await deposit.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
    const booked = page.waitForResponse((res) => res.url().endsWith('/v2/order') && res.request().method() === 'POST');
    await page.getByRole('button', { name: '確認訂位' }).click();
    const sent = (await booked).request().postDataJSON() as Record<string, unknown>;
    expect(String(sent.prime)).toMatch(/^sbx_prime_/);
    expect(JSON.stringify(sent)).not.toContain('4242424242424242');
    await expect(page).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
    await expect(page.getByText('已預先授權 NT$600、入座後釋放')).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

    // The store sees the hold in its order list, then confirms and seats the party.
    const listed = (await (await partnerFetch(page, store.id, 'GET', `/partner/v1/orders?date=${sent.date as string}`)).json()) as { return: { id: number; guarantee: unknown }[] };
    expect(listed.return.find((o) => o.id === orderId)?.guarantee).toMatchObject({ kind: 'deposit', amount: 600, status: 'authorized', last_four: '4242' });
    expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${orderId}/confirm`)).toBe(200);
    expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${orderId}/seat`)).toBe(200);

    await page.goto(`/member/history/${orderId}`);
    await expect(page.getByText('已釋放預先授權 NT$600')).toBeVisible();
    // The member is told too: a notification once the gateway has let the hold go.
    await expect
      .poll(async () => {
        const reply = await page.request.get('/v2/notification?page=1', { headers: { authorization: `Bearer ${token}` } });
        const { return: list } = (await reply.json()) as { return: { data: { data: { notification_body: string } }[] } };
        return list.data.map((n) => n.data.notification_body).join('\n');
      })
      .toContain('已釋放預先授權 NT$600');
  } finally {
    await partnerCall(page, store.id, 'PUT', '/partner/v1/store/house-rules', JSON.stringify(original));
  }
});
