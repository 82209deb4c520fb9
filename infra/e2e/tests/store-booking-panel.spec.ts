import { expect, test } from '@playwright/test';
import { expectRemoteMounted } from './helpers';

/** 'YYYY-MM-DD' → how both remotes name the day, e.g. 12 月 2 日. */
const spoken = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return `${month} 月 ${day} 日`;
};

test('a diner picks the party, a date and a time on the store page and reaches /booking with them chosen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const search = (await (await request.post('/v2/map/search?page=1', { data: { joy_booking: true } })).json()) as { return: { data: { id: number; name: string }[] } };
  const store = search.return.data[0];

  await page.goto(`/store/${store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(store.name) })).toBeVisible();
  // A marker on the window survives only a client-side navigation.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));

  // The map sits in the 交通 tab: Leaflet and its CSS arrive on demand (diner-sees-the-store-on-a-map.spec.ts).
  await page.getByRole('tab', { name: '交通' }).click();
  const map = page.getByTestId('store-map');
  await expect(map).toHaveClass(/leaflet-container/);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  expect(await map.locator('.leaflet-pane').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');

  const panel = page.getByRole('complementary', { name: '線上訂位' });
  await panel.getByRole('combobox', { name: '大人' }).selectOption('3');
  await panel.getByRole('combobox', { name: '小孩' }).selectOption('1');

  // Dates without a free table are marked and cannot be chosen; pick the first open one.
  const open = panel.locator('[data-date]:not([disabled]):not([aria-disabled="true"])').first();
  await expect(open).toBeVisible();
  const date = (await open.getAttribute('data-date')) as string;
  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'true');

  const slot = panel.getByRole('group', { name: '選擇時段' }).getByRole('button', { disabled: false }).first();
  const time = ((await slot.textContent()) ?? '').trim();
  expect(time).toMatch(/^\d\d:\d\d$/);
  await slot.click();
  await expect(panel.getByText(`${spoken(date)}`, { exact: false })).toContainText(`${time}・4 位`);

  await panel.getByRole('link', { name: '立即訂位' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking\\?id=${store.id}$`));
  await expectRemoteMounted(page, 'booking');
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '大人' })).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: '小孩' })).toHaveValue('1');
  await expect(page.getByRole('group', { name: '選擇日期' }).getByRole('button', { name: new RegExp(`^${spoken(date)}`) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: '選擇時段' }).getByRole('button', { name: time, exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The hand-over stayed inside the page: no full reload.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
});
