import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Serious or critical WCAG A/AA findings inside `selector`. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a diner finds 牛肉麵 from a dish suggestion, opens a store that serves it and reads its menu', async ({ page }) => {
  test.setTimeout(60_000);
  const menuChunk: string[] = [];
  page.on('request', (request) => {
    if (/\/store-menu\.[0-9a-f]+\.js$/.test(request.url())) menuChunk.push(request.url());
  });
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: '搜尋餐廳、料理或地址' });
  await box.fill('牛肉麵');
  const suggestions = page.getByRole('listbox', { name: '搜尋建議' });
  await expect(suggestions.getByText('菜色', { exact: true })).toBeVisible();
  const dish = suggestions.getByRole('option', { name: /^紅燒牛肉麵/ });
  await expect(dish).toContainText('間餐廳供應');
  await dish.click();
  await expect(box).toHaveValue('紅燒牛肉麵');

  const results = page.getByRole('list', { name: '餐廳列表' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/store\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The menu's code loads with its tab, not with the page.
  expect(menuChunk).toEqual([]);
  await page.getByRole('tab', { name: '菜單' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: '菜單' })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 3, name: '招牌推薦' })).toBeVisible();
  // The store was found by the dish: its menu lists it, with a price.
  await expect(panel.getByText('紅燒牛肉麵').first()).toBeVisible();
  await expect(panel.getByText(/^NT\$ [\d,]+$/).first()).toBeVisible();
  expect(menuChunk).toHaveLength(1);
  expect(await axeFindings(page, '[role="tabpanel"]')).toEqual([]);
});

test('a diner searching in English finds hot pot and Japanese restaurants', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: '搜尋餐廳、料理或地址' });
  const results = page.getByRole('list', { name: '餐廳列表' });
  await box.fill('Hot Pot');
  await box.press('Enter');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.getByRole('listitem').first()).toContainText('火鍋');
  await box.fill('japanese');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=japanese/);
  // A Japanese restaurant by its food types, name or dishes (日式料理, 拉麵, 居酒屋, 壽司 …).
  await expect(results.getByRole('listitem').first()).toContainText(/日式|日本|拉麵|居酒屋|壽司|丼/);
});
