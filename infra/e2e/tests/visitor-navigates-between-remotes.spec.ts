import { expect, test } from '@playwright/test';
import { expectRemoteMounted, trackDocumentLoads } from './helpers';

test('navigating to /help mounts the help remote without a full reload', async ({ page }) => {
  await page.goto('/');
  await expectRemoteMounted(page, 'discovery');
  const loads = await trackDocumentLoads(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '幫助中心' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expectRemoteMounted(page, 'help');
  await expect(page.locator('[data-remote-root="discovery"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(loads()).toBeLessThanOrEqual(1);
});

test('once the first page is up, the other remotes are fetched ahead, so opening /help needs no new download of its entry', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expectRemoteMounted(page, 'discovery');
  // The browser goes idle: every other remote's entry and app files are preloaded, none run.
  for (const name of ['booking', 'member', 'dealer', 'help']) await expect.poll(() => fetched.includes(`/remotes/${name}/remoteEntry.js`), { timeout: 10_000 }).toBe(true);
  expect(await page.locator('[data-remote-root="help"]').count()).toBe(0);
  const helpFiles = fetched.filter((p) => p.startsWith('/remotes/help/') && p.endsWith('.js'));
  expect(helpFiles.length).toBeGreaterThan(1);

  const before = fetched.length;
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '幫助中心' }).click();
  await expectRemoteMounted(page, 'help');
  // The files preloaded are served from the cache the preload filled: the entry is not asked for again.
  const after = fetched.slice(before).filter((p) => p.startsWith('/remotes/help/') && p.endsWith('.js'));
  expect(after.filter((p) => helpFiles.includes(p))).toEqual([]);
});

test('every remote renders its first page with data from the API', async ({ page }) => {
  await page.goto('/booking?id=1');
  await expectRemoteMounted(page, 'booking');
  await expect(page.getByRole('heading', { name: '用餐人數' })).toBeVisible();
  await page.goto('/member');
  await expect(page.getByRole('heading', { name: '最新消息' })).toBeVisible();
  await expect(page.locator('[data-remote-root="member"] li').first()).toBeVisible();
  await page.goto('/member/angelPlan');
  await expectRemoteMounted(page, 'dealer');
  await expect(page.getByText(/NT\$/).first()).toBeVisible();
  await page.goto('/contact');
  await page.getByRole('button', { name: '送出' }).click();
  await expect(page.getByText('姓名為必填')).toBeVisible();
  await page.getByLabel('姓名').fill('陳大文');
  await page.getByLabel('電子信箱').fill('tai@example.tw');
  await page.getByLabel('主旨').fill('包廂詢問');
  await page.getByLabel('內容').fill('請問週末有包廂嗎？');
  await page.getByRole('button', { name: '送出' }).click();
  await expect(page.getByText(/已送出申請，我們會盡快與您聯繫/)).toBeVisible();
});

test('the footer opens the privacy and terms dialogs from the help remote', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: '隱私權政策' }).click();
  const privacy = page.getByRole('dialog');
  await expect(privacy).toContainText('隱私');
  await page.keyboard.press('Escape');
  await expect(privacy).toHaveCount(0);
  await footer.getByRole('button', { name: '服務條款' }).click();
  await expect(page.getByRole('dialog')).toContainText(/3,?000/);
});

test('a visitor searches the help centre and opens a result', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('searchbox').fill('樂幣');
  await page.getByRole('link', { name: /樂幣/ }).first().click();
  await expect(page).toHaveURL(/\/help\/about-jcoin\/e-\d/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/樂幣/);
});
