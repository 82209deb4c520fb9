import { expect, test } from '@playwright/test';
import { partnerCall } from './helpers';

type Envelope<T> = { return: T };

test('可候補: a store full at the chosen time is listed with a dashed 候補 time, which opens its waitlist on /booking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true, no_deposit: true } })).json()) as Envelope<{ data: { id: number; name: string }[] }>;
  const store = search.return.data[6];
  const dates = (await (await request.get(`/v2/store/can-order-date/${store.id}`)).json()) as Envelope<Record<string, string[]>>;
  const [date, times] = Object.entries(dates.return).filter(([, list]) => list.length > 2)[2];
  const time = times[Math.floor(times.length / 2)];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();

  // Phones of this run only (a retry must not meet its own first booking as a duplicate).
  const suffix = String(Date.now()).slice(-6);
  // Every slot of the day seats two, and another guest takes the chosen one.
  expect(await partnerCall(page, store.id, 'PUT', '/partner/v1/slots', JSON.stringify({ slots: times.map((t) => ({ weekday, time: t, capacity: 2 })) }))).toBe(200);
  const taken = await request.post('/v2/order', { data: { store_id: store.id, date, time, adult_num: 2, name: '張先生', gender: 1, email: 'chang@example.tw', phone: `0955${suffix}` } });
  expect(taken.status()).toBe(200);

  const list = `/store?keyword=${encodeURIComponent(store.name)}&date=${date}&time=${encodeURIComponent(time)}&total_people=2`;
  await page.goto(list);
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(page.getByRole('list', { name: `${store.name}可候補時段` })).toHaveCount(0);
  await expect(page.getByRole('list', { name: `${store.name}可訂時段` }).getByRole('link', { name: `訂位 ${store.name} ${time}` })).toHaveCount(0);

  // 可候補 from the filter dialog.
  await page.getByRole('button', { name: /^篩選/ }).click();
  const dialog = page.getByRole('dialog', { name: '篩選條件' });
  await dialog.getByRole('checkbox', { name: '也列出已客滿、可候補的餐廳' }).check();
  await dialog.getByRole('button', { name: '套用' }).click();
  await expect(page).toHaveURL(/waitlist=1/);
  await expect(page.getByText(/有空位或可候補：共 [\d,]+ 間餐廳/)).toBeVisible();
  const wait = page.getByRole('list', { name: `${store.name}可候補時段` }).getByRole('link', { name: `候補 ${store.name} ${time}` });
  await expect(wait).toBeVisible();
  await wait.click();

  // The booking page takes the carried store, date and party (and tidies its address).
  await expect(page).toHaveURL(new RegExp(`/booking\\?id=${store.id}`));
  await page.getByLabel('姓名').fill('李小美');
  await page.getByLabel('電子信箱').fill('mei@example.tw');
  await page.getByLabel('手機號碼').fill(`0966${suffix}`);
  await page.getByRole('group', { name: '加入候補' }).getByRole('button', { name: `候補 ${time}` }).click();
  await expect(page).toHaveURL(/\/booking\?waitlist=[\w-]+$/);
  await expect(page.getByRole('region', { name: `候補 ${store.name}` }).getByRole('status')).toContainText('您目前是第 1 位候補');
});
