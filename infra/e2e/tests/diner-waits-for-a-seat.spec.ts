import { expect, test } from '@playwright/test';
import { partnerCall } from './helpers';

/** 'YYYY-MM-DD' → how the booking remote names the day, e.g. 12 月 2 日. */
const spoken = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return `${month} 月 ${day} 日`;
};

test('a guest joins the waitlist of a full slot, is handed the seats live when the store cancels, books them and adds the booking to a calendar', async ({ page, request }) => {
  test.setTimeout(120_000);
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[4];
  const dates = (await (await request.get(`/v2/store/can-order-date/${store.id}`)).json()) as { return: Record<string, string[]> };
  const [date, times] = Object.entries(dates.return).filter(([, list]) => list.length > 0)[3];
  const time = times[times.length - 1];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();

  // The slot has two seats, and another guest takes both.
  expect(await partnerCall(page, store.id, 'PUT', '/partner/v1/slots', JSON.stringify({ slots: [{ weekday, time, capacity: 2 }] }))).toBe(200);
  const taken = await request.post('/v2/order', { data: { store_id: store.id, date, time, adult_num: 2, name: '張先生', gender: 1, email: 'chang@example.tw', phone: '0955111222' } });
  const { order_id: takenId } = ((await taken.json()) as { return: { order_id: number } }).return;

  await page.goto(`/booking?id=${store.id}`);
  await page.getByRole('combobox', { name: '大人' }).selectOption('2');
  await page.getByRole('group', { name: '選擇日期' }).getByRole('button', { name: new RegExp(`^${spoken(date)}`) }).click();
  await expect(page.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: `${time}（已額滿）` })).toBeDisabled();
  await page.getByLabel('姓名').fill('李小美');
  await page.getByLabel('電子信箱').fill('mei@example.tw');
  await page.getByLabel('手機號碼').fill('0966777888');
  await page.getByRole('group', { name: '加入候補' }).getByRole('button', { name: `候補 ${time}` }).click();

  await expect(page).toHaveURL(/\/booking\?waitlist=[\w-]+$/);
  const card = page.getByRole('region', { name: `候補 ${store.name}` });
  await expect(card.getByRole('status')).toContainText('您目前是第 1 位候補');

  // The store cancels the other booking: the page turns into the hold without a reload.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  expect(await partnerCall(page, store.id, 'POST', `/partner/v1/orders/${takenId}/cancel`, JSON.stringify({ reason: '客人改期' }))).toBe(200);
  await expect(card.getByRole('status')).toContainText('候補到位！', { timeout: 3_000 });
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  const { messages } = (await (await request.get('/dev/sms-outbox?phone=0966777888')).json()) as { messages: { body: string }[] };
  expect(messages.map((m) => m.body).join('\n')).toContain(`/booking?waitlist=${new URL(page.url()).searchParams.get('waitlist')}`);

  // Nobody else can take the held seats meanwhile.
  const other = await request.post('/v2/order', { data: { store_id: store.id, date, time, adult_num: 2, name: '陳先生', gender: 1, email: 'chen@example.tw', phone: '0955333444' } });
  expect(other.status()).toBe(409);

  await page.getByRole('button', { name: '確認訂位' }).click();
  await expect(page).toHaveURL(/\/reservation-success\?slug=[\w-]+&orderId=\d+/);
  await expect(page.getByRole('heading', { name: '訂位已送出' })).toBeVisible();

  const calendar = page.getByRole('link', { name: '加入行事曆' });
  const href = (await calendar.getAttribute('href')) as string;
  expect(href).toMatch(/^\/v2\/order\/result\/[\w-]+\/calendar\.ics$/);
  const download = page.waitForEvent('download');
  await calendar.click();
  expect((await download).suggestedFilename()).toBe(`booking-${date}.ics`);
  const ics = await (await request.get(href)).text();
  const start = new Date(`${date}T${time}:00+08:00`).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(ics).toContain(`DTSTART:${start}`);
  expect(ics).toContain(`SUMMARY:${store.name} 訂位（2 位）`);
});
