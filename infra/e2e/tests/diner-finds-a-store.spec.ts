import { expect, test } from '@playwright/test';

test('a diner filters the store list, pages on without duplicates, opens a store and starts a booking', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/store');
  const list = page.getByRole('list', { name: '餐廳列表' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const firstPage = await list.getByRole('listitem').count();
  expect(firstPage).toBe(30);

  // Scrolling to the end loads page 2, appended without duplicate stores
  await expect
    .poll(async () => {
      await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      return list.getByRole('listitem').count();
    })
    .toBeGreaterThan(30);
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);

  // A keyword filter resets the list
  await page.getByRole('searchbox', { name: '搜尋餐廳名稱、地址或料理' }).fill('火鍋');
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect.poll(() => list.getByRole('listitem').count()).toBeLessThanOrEqual(30);
  await page.getByRole('button', { name: '可線上訂位' }).click();
  await expect(page.getByRole('button', { name: '可線上訂位' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // Open a store, switch tabs, hand over to booking
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/store\/\d+$/);
  await page.getByRole('tab', { name: '交通' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/市/);
  await page.getByRole('tab', { name: /評論/ }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.getByRole('link', { name: '立即訂位' }).click();
  await expect(page).toHaveURL(/\/booking\?id=\d+/);
  await expect(page.locator('[data-remote-root="booking"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: '用餐人數' })).toBeVisible();
});

test('search keeps a history on the device and clears it', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: '搜尋餐廳、料理或地址' });
  await box.fill('拉麵');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: '搜尋紀錄' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '搜尋紀錄' })).toBeVisible();
  await page.getByRole('button', { name: '清除搜尋紀錄' }).click();
  await expect(page.getByRole('heading', { name: '搜尋紀錄' })).toHaveCount(0);
});

test('search suggests as the diner types, in either variant form, and the empty page offers popular searches', async ({ page }) => {
  await page.goto('/search');
  const popular = page.getByRole('region', { name: '熱門搜尋' });
  await expect(popular.getByRole('button').first()).toBeVisible();

  const box = page.getByRole('combobox', { name: '搜尋餐廳、料理或地址' });
  await box.fill('臺中市西屯');
  const list = page.getByRole('listbox', { name: '搜尋建議' });
  // Typed with 臺, the seed writes 台: the stores there and the district are suggested all the same.
  await expect(list.getByRole('option', { name: /中市西屯區 地區$/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /西屯.* 台中市西屯區$/ }).first()).toBeVisible();
  // Keyboard: down to the district (after any stores), Enter opens the list filtered to it.
  const options = await list.getByRole('option').allTextContents();
  const index = options.findIndex((text) => /中市西屯區地區$/.test(text));
  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await expect(list.getByRole('option').nth(index)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/store\?city=\d+&district=\d+$/);
  await expect(page.getByRole('button', { name: /移除條件：西屯區/ })).toBeVisible();
  await expect(page.getByRole('list', { name: '餐廳列表' }).getByRole('listitem').first()).toBeVisible();
});
