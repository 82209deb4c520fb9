import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { partnerFetch } from './helpers';

/** A store no other journey touches: its rules card is this journey's own. */
const STORE = 1777;

const rules = {
  time_limit_minutes: null,
  minimum_spend_per_person: 0,
  service_charge_percent: 10,
  late_hold_minutes: 15,
  deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 100 }] },
  cake_fee: 100,
  corkage_fee: null,
  pets: 'yes',
  children: 'welcome',
  holidays: [],
};

test('a store sets its rules card; a diner finds it with 可帶寵物 and 不限時, not with 免訂金, and reads 訂位須知 on its page', async ({ page }) => {
  test.setTimeout(60_000);
  const set = await partnerFetch(page, STORE, 'PUT', '/partner/v1/store/house-rules', JSON.stringify(rules));
  expect(set.status()).toBe(200);
  const { return: store } = (await (await page.request.get(`/v2/store/${STORE}`)).json()) as { return: { name: string } };

  await page.goto(`/store?keyword=${encodeURIComponent(store.name)}`);
  const results = page.getByRole('list', { name: '餐廳列表' });
  const link = page.locator(`a[href^="/store/${STORE}"]`).first();
  await expect(link).toBeVisible();
  await page.getByRole('button', { name: /^篩選/ }).click();
  const dialog = page.getByRole('dialog', { name: '篩選條件' });
  const group = dialog.getByRole('group', { name: '訂位須知' });
  await group.getByRole('checkbox', { name: '可帶寵物' }).check();
  await group.getByRole('checkbox', { name: '不限時' }).check();
  await dialog.getByRole('button', { name: '套用' }).click();
  await expect(page).toHaveURL(/pets=1&no_time_limit=1/);
  await expect(page.getByRole('button', { name: '移除條件：可帶寵物' })).toBeVisible();
  await expect(link).toBeVisible();

  // It asks a deposit: 免訂金 leaves it out.
  await page.goto(`/store?keyword=${encodeURIComponent(store.name)}&pets=1&no_deposit=1`);
  await expect(page.getByRole('button', { name: '移除條件：免訂金' })).toBeVisible();
  await expect(page.getByText('找不到符合條件的餐廳').or(results.getByRole('listitem').first())).toBeVisible();
  await expect(page.locator(`a[href^="/store/${STORE}"]`)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/store/${STORE}`);
  const card = page.getByRole('region', { name: '訂位須知' });
  for (const line of ['不限用餐時間', '另收 10% 服務費', '訂金每位 NT$300，用餐當天入座後退還', '用餐前 24 小時內取消，收取全額', '蛋糕費每個 NT$100', '不可自帶酒水', '可帶寵物']) {
    await expect(card.getByText(line, { exact: true })).toBeVisible();
  }
  // Nothing runs off a phone's screen.
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="house-rules-title"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
