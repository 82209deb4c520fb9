import { expect, test, type Page } from '@playwright/test';
import { partnerCall } from './helpers';

/** 'YYYY-MM-DD' → how both remotes name the day, e.g. 12 月 2 日. */
const spoken = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return `${month} 月 ${day} 日`;
};

/** Resolves once the page's real-time socket has subscribed to the store's public channel. */
function storeChannelLive(page: Page, storeId: number): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes(`"store-${storeId}"`)) resolve();
      }),
    );
  });
}

test('two diners watch the same store: one books the last seats, the other sees the slot disabled live and is told on the confirm step', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[3];
  // A date two days ahead or later and its last time: two seats there, nobody else's bookings.
  const dates = (await (await request.get(`/v2/store/can-order-date/${store.id}`)).json()) as { return: Record<string, string[]> };
  const [date, times] = Object.entries(dates.return).filter(([, list]) => list.length > 0)[2];
  const time = times[times.length - 1];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();

  const watcher = await browser.newContext();
  const booker = await browser.newContext();
  try {
    const setup = await watcher.newPage();
    expect(await partnerCall(setup, store.id, 'PUT', '/partner/v1/slots', JSON.stringify({ slots: [{ weekday, time, capacity: 2 }] }))).toBe(200);

    // Diner 1: the store page's booking panel, 2 adults, the date chosen, the time offered.
    const panelPage = await watcher.newPage();
    const panelLive = storeChannelLive(panelPage, store.id);
    await panelPage.goto(`/store/${store.id}`);
    const panel = panelPage.getByRole('complementary', { name: '線上訂位' });
    await panel.getByRole('combobox', { name: '大人' }).selectOption('2');
    await expect(panel.locator('[data-date]').first()).toBeVisible();
    // The calendar opens on this month; the date may be in the next one.
    if (!(await panel.locator(`[data-date="${date}"]`).count())) await panel.getByRole('button', { name: '下個月' }).click();
    await panel.locator(`[data-date="${date}"]`).click();
    const panelSlot = panel.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: time, exact: true });
    await expect(panelSlot).toBeEnabled();

    // Diner 1 again, in another tab: on the confirm step with the same slot.
    const confirmPage = await watcher.newPage();
    const confirmLive = storeChannelLive(confirmPage, store.id);
    await confirmPage.goto(`/booking?id=${store.id}`);
    await confirmPage.getByRole('combobox', { name: '大人' }).selectOption('2');
    await confirmPage.getByRole('group', { name: '選擇日期' }).getByRole('button', { name: new RegExp(`^${spoken(date)}`) }).click();
    await confirmPage.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: time, exact: true }).click();
    await confirmPage.getByLabel('姓名').fill('王大明');
    await confirmPage.getByLabel('電子信箱').fill('daming@example.tw');
    await confirmPage.getByLabel('手機號碼').fill('0922333444');
    await confirmPage.getByRole('button', { name: '下一步' }).click();
    await expect(confirmPage.getByRole('button', { name: '確認訂位' })).toBeEnabled();
    await Promise.all([panelLive, confirmLive]);

    // Diner 2 books the last two seats of that slot.
    const bookPage = await booker.newPage();
    await bookPage.goto(`/booking?id=${store.id}`);
    await bookPage.getByRole('combobox', { name: '大人' }).selectOption('2');
    await bookPage.getByRole('group', { name: '選擇日期' }).getByRole('button', { name: new RegExp(`^${spoken(date)}`) }).click();
    await bookPage.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: time, exact: true }).click();
    await bookPage.getByLabel('姓名').fill('林嘉玲');
    await bookPage.getByLabel('電子信箱').fill('chia@example.tw');
    await bookPage.getByLabel('手機號碼').fill('0933444666');
    await bookPage.getByRole('button', { name: '下一步' }).click();
    const booked = bookPage.waitForResponse((res) => res.url().endsWith('/v2/order') && res.request().method() === 'POST');
    await bookPage.getByRole('button', { name: '確認訂位' }).click();
    expect((await booked).status()).toBe(200);
    const bookedAt = Date.now();

    // Diner 1 sees it at once, without reload: the slot disabled, the confirm step told.
    await expect(panel.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: `${time}（已額滿）` })).toBeDisabled({ timeout: 2_000 });
    await expect(confirmPage.getByRole('alert')).toContainText(`${time} 剛剛已額滿`, { timeout: 2_000 });
    console.log(`slot shown full ${Date.now() - bookedAt} ms after the booking answered`);
    await expect(confirmPage.getByRole('button', { name: '確認訂位' })).toBeDisabled();
    await expect(confirmPage.getByRole('button', { name: `加入 ${time} 候補` })).toBeVisible();

    // The store cancels that booking: the seats are free again on both pages.
    await expect(bookPage).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
    const orderId = new URL(bookPage.url()).searchParams.get('orderId');
    expect(await partnerCall(setup, store.id, 'POST', `/partner/v1/orders/${orderId}/cancel`, JSON.stringify({ reason: '臨時公休' }))).toBe(200);
    await expect(panelSlot).toBeEnabled({ timeout: 2_000 });
    await expect(confirmPage.getByRole('alert')).toHaveCount(0);
    await expect(confirmPage.getByRole('button', { name: '確認訂位' })).toBeEnabled();
  } finally {
    await watcher.close();
    await booker.close();
  }
});
