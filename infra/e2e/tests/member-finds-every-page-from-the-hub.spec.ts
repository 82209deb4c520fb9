import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerAndLogIn } from './helpers';

/** The hub's links for a member who is not a dealer, with the page title each opens (the route table's names). */
const pages = [
  ['訂位紀錄', '/member/history'],
  ['付款紀錄', '/member/history/payment-record'],
  ['我的收藏', '/member/mycollections'],
  ['我的評論', '/member/comments'],
  ['未到紀錄', '/member/no-shows'],
  ['樂幣紀錄', '/member/rewards'],
  ['優惠券', '/member/coupon'],
  ['樂幣兌換', '/member/redeem'],
  ['樂幣提領', '/member/withdrawal'],
  ['邀請碼', '/member/invitationCode'],
  ['最新消息', '/member/news'],
  ['VIP 方案', '/member/angelPlan'],
  ['帳號設定', '/member/settings'],
] as const;

/** Serious or critical WCAG 2.0/2.1 A and AA findings on the page as it is now. */
async function blockingAxe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a member reaches every member page from the hub at /member and comes back, without a page load', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await registerAndLogIn(page, '周子瑜');
  await page.goto('/member');
  await expect(page.getByRole('heading', { level: 1, name: '周子瑜，歡迎回來' })).toBeVisible();
  // A mark on this document: a full page load on the way would lose it.
  await page.evaluate(() => Object.assign(window, { hubVisit: true }));
  // A new member is not VIP: the upgrade entry is there.
  await expect(page.getByLabel('會員等級：一般會員')).toBeVisible();
  await expect(page.getByRole('link', { name: '升級 VIP' })).toHaveAttribute('href', '/member/angelPlan');
  const hub = page.getByRole('navigation', { name: '會員專區' });
  await expect(hub.getByRole('link')).toHaveCount(pages.length);
  await expect(hub.getByRole('link', { name: '天使獎金' })).toHaveCount(0);
  expect(await blockingAxe(page)).toEqual([]);

  for (const [label, path] of pages) {
    await hub.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(`樂享｜${label}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/member');
    await expect(hub.getByRole('link', { name: label, exact: true })).toBeVisible();
  }

  // The pay code on the rewards page is a QR code and a barcode the counter can scan.
  await hub.getByRole('link', { name: '樂幣紀錄', exact: true }).click();
  await expect(page.getByRole('img', { name: /^會員付款碼 QR Code：/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^會員付款碼條碼：/ })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { hubVisit?: boolean }).hubVisit)).toBe(true);
  expect(errors).toEqual([]);
});

test('the avatar menu lists the same member pages as the hub', async ({ page }) => {
  await registerAndLogIn(page, '周子瑜');
  await page.goto('/member');
  const hub = page.getByRole('navigation', { name: '會員專區' });
  await expect(hub.getByRole('link').first()).toBeVisible();
  const hubLinks = await hub.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.getByRole('button', { name: /^周子瑜/ }).click();
  const menuId = await page.getByRole('button', { name: /^周子瑜/ }).getAttribute('aria-controls');
  const menuLinks = await page.locator(`[id="${menuId}"] a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(menuLinks).toEqual(['/member', ...hubLinks]);
  await page.keyboard.press('Escape');
  await expect(page.locator(`[id="${menuId}"]`)).toHaveCount(0);
});

test('on a 375 px phone the hub fits the screen and the side menu lists the same member pages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerAndLogIn(page, '周子瑜');
  await page.goto('/member');
  const hub = page.getByRole('navigation', { name: '會員專區' });
  await expect(hub.getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const hubLinks = await hub.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.getByRole('button', { name: '開啟選單' }).click();
  const side = page.getByRole('list', { name: '會員專區' });
  expect(await side.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(hubLinks);
  await side.getByRole('link', { name: '優惠券' }).click();
  await expect(page).toHaveURL('/member/coupon');
  await expect(side).toBeHidden();
  await expect(page.getByText('目前沒有優惠券')).toBeVisible();
  expect(await blockingAxe(page)).toEqual([]);
});
