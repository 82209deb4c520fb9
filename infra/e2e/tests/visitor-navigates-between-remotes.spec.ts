import { expect, test } from '@playwright/test';
import { expectRemoteMounted, gotoLive, trackDocumentLoads } from './helpers';

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

test('once the first page is up, the other remotes are fetched ahead without running, so opening /help downloads nothing of its entry again', async ({ page, context }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // How the browser answered each script: from the network, or from what the prefetch put in its cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Bytes each response took on the wire, by path, in order: a body, or none (cache, 304).
  const wire = new Map<string, number[]>();
  const pathOf = new Map<string, string>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => pathOf.set(requestId, new URL(response.url).pathname));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const pathname = pathOf.get(requestId);
    if (pathname) wire.set(pathname, [...(wire.get(pathname) ?? []), encodedDataLength]);
  });
  await page.goto('/');
  await expectRemoteMounted(page, 'discovery');
  // The browser goes idle: every other remote's entry and app files are prefetched, none run.
  for (const name of ['booking', 'member', 'dealer', 'help']) await expect.poll(() => fetched.includes(`/remotes/${name}/remoteEntry.js`), { timeout: 10_000 }).toBe(true);
  const helpFiles = fetched.filter((p) => p.startsWith('/remotes/help/') && p.endsWith('.js'));
  expect(helpFiles.length).toBeGreaterThan(1);
  expect(await page.locator('[data-remote-root="help"]').count()).toBe(0);
  const containers = () => page.evaluate(() => ['booking', 'member', 'dealer', 'help'].filter((name) => typeof (window as unknown as Record<string, { get?: unknown } | undefined>)[name]?.get === 'function'));
  expect(await containers()).toEqual([]);
  await expect.poll(() => helpFiles.every((file) => (wire.get(file)?.[0] ?? 0) > 0), { timeout: 10_000 }).toBe(true);

  const before = fetched.length;
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '幫助中心' }).click();
  await expectRemoteMounted(page, 'help');
  expect(await containers()).toEqual(['help']);
  // The files prefetched are served from the cache the prefetch filled: none is downloaded again
  // (the entry, whose name does not change between builds, is at most revalidated: a 304).
  const again = fetched.slice(before).filter((p) => helpFiles.includes(p));
  expect(again.length).toBeGreaterThan(0);
  await expect.poll(() => again.every((file) => (wire.get(file) ?? []).length >= 1)).toBe(true);
  expect(again.filter((file) => (wire.get(file) ?? []).slice(1).some((bytes) => bytes > 1000))).toEqual([]);
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
  await gotoLive(page, '/help');
  await page.getByRole('searchbox').fill('樂幣');
  await page.getByRole('link', { name: /樂幣/ }).first().click();
  await expect(page).toHaveURL(/\/help\/about-jcoin\/e-\d/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/樂幣/);
});
